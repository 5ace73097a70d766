import type { Root } from 'react-dom/client';
import type { Location } from 'history';
import { documentTitle } from '../lib/page-state';
import { APP_TEXT } from './messages';

/** Shown when route resolution keeps failing, instead of reloading forever. */
export function renderCriticalError(root: Root, location: Location): void {
  document.title = documentTitle(APP_TEXT.errorPageTitle);
  root.render(
    <main className="container py-5" role="alert">
      <h1 className="h3">{APP_TEXT.genericError}</h1>
      <p>
        <a href={location.pathname + location.search}>Try again</a> or go to the <a href="/">home page</a>.
      </p>
    </main>,
  );
}
