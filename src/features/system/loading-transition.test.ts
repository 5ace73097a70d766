import { isSameSitePath, OPEN_REDIRECT_PAYLOADS } from '../../../test/fixtures/open-redirects';
import { loadingTransitionProps } from './loading-transition';

describe('/loading-transition?redirectTo (docs/product.md §2, SECURITY 3.7.2)', () => {
  test.each(OPEN_REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))('%s stays on the site', (_l, redirectTo) => {
    expect(isSameSitePath(loadingTransitionProps({ redirectTo }).redirectTo)).toBe(true);
  });

  test("a same-site target is kept; none goes to SPEC's defaults", () => {
    expect(loadingTransitionProps({ redirectTo: '/search?q=nurse' }).redirectTo).toBe('/search?q=nurse');
    expect(loadingTransitionProps({})).toEqual({
      redirectTo: '/overview',
      title: 'Welcome back!',
      message: 'Loading your dashboard...',
    });
  });
});
