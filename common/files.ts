/** What the server says when it cannot open a file for someone now (the file pool, server/untrusted). */
export const FILE_MESSAGES = {
  busy: 'We are handling many files right now. Please try again in a minute.',
  /** One user's PDFs (downloads, signing pages) already fill their share of the pool. */
  yoursBusy: 'We are still preparing your other documents. Please wait a few seconds and try again.',
} as const;
