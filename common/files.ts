/** What the server says when it cannot open a file for someone now (the file pool, server/untrusted). */
import { translatable } from './i18n';

export const FILE_MESSAGES = /* @__PURE__ */ translatable({
  busy: /*i18n*/ { id: 'We are handling many files right now. Please try again in a minute.' },
  /** One user's PDFs (downloads, signing pages) already fill their share of the pool. */
  yoursBusy: /*i18n*/ { id: 'We are still preparing your other documents. Please wait a few seconds and try again.' },
});
