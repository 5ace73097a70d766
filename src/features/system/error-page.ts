import { ERROR_PAGES, type ErrorPageCode } from '../../../common/error-page';
import { APP_TEXT } from '../../app/messages';

export interface ErrorPageContent {
  name: string;
  message: string;
  status: number;
}

const isCode = (code: string | undefined): code is ErrorPageCode =>
  code !== undefined && Object.prototype.hasOwnProperty.call(ERROR_PAGES, code);

/**
 * What /error?code&status shows: the fixed texts of a known code; otherwise docs/product.md §8's generic
 * critical error with the status asked for (a number, 500 unless valid). Any other parameter,
 * such as a name or message, is ignored.
 */
export function errorPageContent(query: { code?: string; status?: string }): ErrorPageContent {
  if (isCode(query.code)) return { ...ERROR_PAGES[query.code] };
  const status = Number(query.status);
  return {
    name: APP_TEXT.errorPageTitle,
    message: APP_TEXT.genericError,
    status: Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500,
  };
}
