/** Events in a document's trail: reported by the candidate's browser, or recorded for the candidate. */
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { toSummary } from './document-summary';
import type { DocumentsContext } from './documents.context';

/**
 * A signing event reported by the browser (report-event, reportDocumentSigned, return URLs):
 * an audit entry only; the document's state is whatever the provider made it.
 */
export async function reportEvent(
  deps: DocumentsContext,
  userId: number,
  by: { id: number } | { docHandle: string },
  event: unknown,
  info: RequestInfo,
) {
  // An event reported while viewing would read as the candidate's own in the document's trail.
  await refuseWhileViewing(deps.audit, info, 'sign');
  const doc = await deps.owned(userId, by);
  const name = typeof event === 'string' ? event.slice(0, 40) : '';
  await deps.record(doc, userId, 'browser.reported', 'browser', info, { event: name });
  return toSummary(doc);
}

/** An event of the candidate (or the server) in a document's audit trail. */
export function candidateEvent(
  deps: DocumentsContext,
  doc: { id: number },
  userId: number | null,
  event: string,
  info: RequestInfo,
  detail: Record<string, unknown> | null = null,
) {
  return deps.record(doc, userId, event, 'server', info, detail);
}
