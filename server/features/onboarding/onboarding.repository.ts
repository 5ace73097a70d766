/**
 * SQL of the onboarding workflow: templates' settings, packets, candidates by email, the status
 * board. The queries are functions taking the database, grouped in a few files; this binds them
 * to one.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { Database, DocumentTable, DocumentTemplateTable } from '../../db/schema';
import {
  candidatesByEmail,
  documentsAfter,
  findDocument,
  findDocuments,
  openAssignments,
  updateDocumentIf,
} from './assigned-documents.queries';
import {
  findPacketByName,
  findTemplate,
  insertPacket,
  listPackets,
  listTemplates,
  nextDisplayLevel,
  setTemplateOrder,
  updateTemplate,
} from './onboarding-templates.queries';
import { boardDocuments, boardSummaries } from './status-board.queries';

export { nextDisplayLevel } from './onboarding-templates.queries';

export function createOnboardingRepository(db: Db) {
  return {
    listTemplates: () => listTemplates(db),
    nextDisplayLevel: () => nextDisplayLevel(db),
    setTemplateOrder: (ids: number[]) => setTemplateOrder(db, ids),
    findTemplate: (id: number) => findTemplate(db, id),
    updateTemplate: (id: number, values: Updateable<DocumentTemplateTable>) => updateTemplate(db, id, values),
    insertPacket: (name: string, templateIds: number[], now: number) => insertPacket(db, name, templateIds, now),
    findPacketByName: (name: string) => findPacketByName(db, name),
    listPackets: () => listPackets(db),
    candidatesByEmail: (emails: string[]) => candidatesByEmail(db, emails),
    boardSummaries: (now: number) => boardSummaries(db, now),
    boardDocuments: (userIds: number[]) => boardDocuments(db, userIds),
    openAssignments: (userIds: number[], templateIds: number[], executor?: Kysely<Database>) =>
      openAssignments(db, userIds, templateIds, executor),
    documentsAfter: (filter: { afterId: number; limit: number; userId?: number; templateId?: number }) =>
      documentsAfter(db, filter),
    findDocument: (id: number) => findDocument(db, id),
    findDocuments: (ids: number[]) => findDocuments(db, ids),
    updateDocumentIf: (
      id: number,
      values: Updateable<DocumentTable>,
      expect: { status?: string; reviewStatus?: string; notCancelled?: boolean; unsigned?: boolean },
      executor?: Kysely<Database>,
    ) => updateDocumentIf(db, id, values, expect, executor),
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
