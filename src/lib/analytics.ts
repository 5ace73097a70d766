/** Pageviews go to GA4 only when a tracking id is configured; otherwise nothing is loaded or sent. */
import { pageState } from './page-state';

type Ga = typeof import('react-ga4').default;
let ga: Promise<Ga> | null = null;

function load(id: string): Promise<Ga> {
  ga ??= import(/* webpackChunkName: 'analytics' */ 'react-ga4').then((m) => {
    // GA4 sends a page_view of its own on configuration; every pageview here is sent by
    // sendPageview after the route renders (docs/product.md §2 step 4), so the first one counts once.
    m.default.initialize(id, { gtagOptions: { send_page_view: false } });
    return m.default;
  });
  return ga;
}

export function sendPageview(path: string, title: string): void {
  const id = pageState.config.analyticsId;
  if (!id) return;
  load(id)
    .then((g) => g.send({ hitType: 'pageview', page: path, title }))
    .catch(() => undefined);
}
