import { ERROR_PAGES, errorPagePath } from '../../../common/error-page';
import { APP_TEXT } from '../../app/messages';
import { errorPageContent } from './error-page';

describe('/error?code&status (docs/product.md §2): fixed texts only', () => {
  test('a known code shows its own name, message and status', () => {
    expect(errorPageContent({ code: 'signing-report', status: '418' })).toEqual(ERROR_PAGES['signing-report']);
    expect(errorPagePath('signing-report')).toBe('/error?code=signing-report');
  });

  test.each([
    [{}, 500],
    [{ status: '403' }, 403],
    [{ status: '99' }, 500],
    [{ status: 'Call 555-0100' }, 500],
    [{ code: 'toString', status: '404' }, 404],
    [{ code: 'Your account is locked: call 555-0100' }, 500],
  ])('%j shows the generic critical error with status %i', (query, status) => {
    expect(errorPageContent(query)).toEqual({ name: APP_TEXT.errorPageTitle, message: APP_TEXT.genericError, status });
  });
});
