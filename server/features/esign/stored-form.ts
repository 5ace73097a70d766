/** Stored forms filled or measured for someone: always in the file pool, never in the server's process. */
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { type FilePool, refusedAs } from '../../untrusted';

/** A stored form the file pool could not fill or measure: its reader can do nothing about it. */
const notPrepared = refusedAs(() => ({
  invalid: DOCUMENT_SERVER_MESSAGES.cannotPrepare,
  tooLarge: DOCUMENT_SERVER_MESSAGES.cannotPrepare,
}));

/**
 * A stored form (a template, or a candidate's copy) filled with `values` for a download or a
 * signing page's review copy, or only measured (`values` null), with its pages' boxes: made in the
 * file pool as `owner`'s task, so each user's share of the pool bounds them.
 */
export function prepareForm(
  files: FilePool,
  input: { bytes: Uint8Array; values: Record<string, string> | null },
  owner: number,
) {
  return files.run('fillForm', input, { owner }).catch(notPrepared);
}
