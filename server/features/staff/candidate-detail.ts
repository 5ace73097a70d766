/** A candidate's page in the console: the record, résumé, applications, documents and mails. */
import type { CandidateDetail } from '../../../common/staff-candidates';
import { mailsTo } from '../mail/outbox';
import type { StaffCandidatesDeps } from './candidates.service';
import { candidateAccount, iso } from './staff-candidates.shared';

/** A candidate's page lists this many of the newest mails. */
const MAILS_SHOWN = 50;

/** GET /api/staff/candidates/{id}: the record, résumé, applications, documents with events, mails. */
export async function candidateDetail(deps: StaffCandidatesDeps, idInput: unknown): Promise<CandidateDetail> {
  const { candidates, applications, documents, resume } = deps;
  const row = await candidateAccount(deps, idInput);
  const [record, current, applied, docs, mails] = await Promise.all([
    candidates.record(row.id),
    resume.current(row.id),
    applications.list(row.id),
    documents.list(row.id),
    mailsTo(deps.db, row.email, MAILS_SHOWN),
  ]);
  const events = await documents.eventsOf(docs.map((d) => d.id));
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    joined: iso(row.createdAt)!,
    record,
    resume: current ? { fileName: current.fileName, uploadedAt: current.uploadedAt } : null,
    applications: applied,
    documents: docs.map((d) => ({
      ...d,
      events: events.get(d.id)!.map((e) => ({ event: e.event, source: e.source, at: iso(e.createdAt)! })),
    })),
    mails: mails.map((m) => ({
      subject: m.subject,
      status: m.status,
      createdAt: iso(m.createdAt)!,
      sentAt: iso(m.sentAt),
    })),
  };
}
