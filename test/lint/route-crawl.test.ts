/** The route crawl (test/helpers/route-crawl.ts) visits every screen, or says why it does not. */
import { staleCrawlEntries, uncrawledRoutes } from '../helpers/route-crawl';

test('every screen route has a stop in the crawl, or a reason to be left out', () => {
  expect(uncrawledRoutes()).toEqual([]);
});

test('the crawl names no route that no longer exists', () => {
  expect(staleCrawlEntries()).toEqual([]);
});
