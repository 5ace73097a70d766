/**
 * Templates and what is made from them: stored templates, assignment, the doc check's test
 * document and substitution. Each use case is a function of its own file; this binds them to the
 * feature's shared context (documents.context.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { TemplateField } from '../../../common/onboarding';
import type { Database, DocumentTemplateTable } from '../../db/schema';
import { type Assignment, assignTemplate } from './assign-template';
import { createTestDocument, substitution } from './doc-check';
import type { Profile } from './document-summary';
import type { DocumentsContext } from './documents.context';
import { createTemplate, type NewTemplate, templatePdf, templateRow } from './store-template';

export function templatesUseCases(deps: DocumentsContext) {
  return {
    createTemplate: (input: NewTemplate) => createTemplate(deps, input),
    templatePdf: (templateId: number) => templatePdf(deps, templateId),
    templateRow: (id: number, trx?: Kysely<Database>) => templateRow(deps, id, trx),
    assign: (input: Assignment, trx?: Kysely<Database>, known?: Selectable<DocumentTemplateTable>) =>
      assignTemplate(deps, input, trx, known),
    createTestDocument: (userId: number, bytes: Uint8Array) => createTestDocument(deps, userId, bytes),
    substitution: (bytes: Uint8Array, profile: Profile | null, fields: TemplateField[], staffId: number) =>
      substitution(deps, bytes, profile, fields, staffId),
  };
}
