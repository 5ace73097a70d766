import type { Root } from 'react-dom/client';
import type { Location } from 'history';
import { documentTitle } from '../lib/page-state';
import { ERROR_PAGE_TITLE, GENERIC_ERROR } from './messages';

/** Shown when route resolution keeps failing, instead of reloading forever. */
export function renderCriticalError(root: Root, location: Location): void {
  document.title = documentTitle(ERROR_PAGE_TITLE);
  root.render(
    <main className="container py-5" role="alert">
      <h1 className="h3">{GENERIC_ERROR}</h1>
      <p>
        <a href={location.pathname + location.search}>Try again</a> or go to the <a href="/">home page</a>.
      </p>
    </main>,
  );
}
