/**
 * React.lazy for a part of a screen whose chunk may fail to download (a network blip): `Failed`
 * shows in its place, instead of the load error unmounting the whole screen.
 */
import { type ComponentType, lazy } from 'react';

export function lazyOr<P extends object>(load: () => Promise<ComponentType<P>>, Failed: ComponentType) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      () => ({ default: Failed as ComponentType<P> }),
    ),
  );
}
