import type { Root } from 'react-dom/client';
import type { Location } from 'history';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documentTitle } from '../lib/page-state';

/**
 * This page is drawn when loading keeps failing, perhaps the download of the frame's catalog
 * itself: a text is translated only when its catalog is loaded, else it shows in English (a missing
 * id would show as its hash, and Lingui throws when no language was ever activated). The English
 * is written twice because the macro keeps only the id in production.
 */
function loadedOr(descriptor: MessageDescriptor, english: string): string {
  return i18n.locale && descriptor.id in i18n.messages ? i18n._(descriptor) : english;
}

/** Shown when route resolution keeps failing, instead of reloading forever. */
export function renderCriticalError(root: Root, location: Location): void {
  document.title = documentTitle(loadedOr(msg`Error`, 'Error'));
  root.render(
    <main className="container py-5" role="alert">
      <h1 className="h3">
        {loadedOr(
          msg`Sorry, a critical error occurred on this page.`,
          'Sorry, a critical error occurred on this page.',
        )}
      </h1>
      <p>
        <a href={location.pathname + location.search}>
          {loadedOr(
            msg({
              message: 'Try again',
              comment: 'Link that loads the page again; " or go to the " and the link "home page" follow.',
            }),
            'Try again',
          )}
        </a>
        {loadedOr(
          msg({
            message: ' or go to the ',
            comment: 'Between the links "Try again" and "home page" (a period ends the sentence).',
          }),
          ' or go to the ',
        )}
        <a href="/">
          {loadedOr(
            msg({ message: 'home page', comment: 'Link ending "Try again or go to the home page."' }),
            'home page',
          )}
        </a>
        .
      </p>
    </main>,
  );
}
