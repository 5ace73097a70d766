/** Lets TSX render ALTCHA's custom element (React 19 passes its props as properties). */
import type { HTMLAttributes, Ref } from 'react';
import type { WidgetAttributes } from 'altcha/types';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': WidgetAttributes & HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
    }
  }
}
