/**
 * What other features hear when a document is done (webhooks): completed (signed, uploaded, approved
 * after review, or countersigned by the employer) and countersigned. Hooks run with the change, in
 * its transaction when there is one, so a rolled-back change announces nothing.
 */
import type { Kysely } from 'kysely';
import { addBusinessDays } from '../../../common/onboarding';
import type { Database } from '../../db/schema';
import type { DocumentsRepository } from './documents.repository';

/** A finished document, by ids and states only. */
export interface DocumentDone {
  documentId: number;
  candidateId: number;
  templateId: number | null;
  formTitle: string;
  /** How it was finished: 'esign:<provider>', 'upload', 'review' or 'countersign'. */
  method: string;
  at: number;
}

/**
 * When the candidate's part is done at `at`: a template that needs the employer's countersignature
 * waits for it, due in its business days; any other is complete (null).
 */
export function countersignDue(
  template: { countersign: number; countersignDays: number } | undefined,
  at: number,
): { dueAt: number } | null {
  return template?.countersign === 1 ? { dueAt: addBusinessDays(at, template.countersignDays) } : null;
}

export type DocumentHook = (done: DocumentDone, trx?: Kysely<Database>) => Promise<void>;
type Moment = 'completed' | 'countersigned';

export function createDocumentCompletion(repo: DocumentsRepository) {
  const hooks: Record<Moment, DocumentHook[]> = { completed: [], countersigned: [] };
  return {
    on(moment: Moment, hook: DocumentHook): void {
      hooks[moment].push(hook);
    },
    async announce(moment: Moment, documentId: number, method: string, at: number, trx?: Kysely<Database>) {
      if (hooks[moment].length === 0) return;
      const doc = await repo.findById(documentId, trx);
      // Staff's test documents are nobody's business outside the portal.
      if (!doc || doc.isTest) return;
      const done = {
        documentId,
        candidateId: doc.userId,
        templateId: doc.templateId,
        formTitle: doc.formTitle,
        method,
        at,
      };
      for (const hook of hooks[moment]) await hook(done, trx);
    },
  };
}
