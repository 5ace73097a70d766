/**
 * Onboarding documents (docs/product.md §2–§5, §7), one use case per module beside this one: templates,
 * a candidate's own documents, signing, and the trail with the sealed copy. This module composes
 * them over one shared context (documents.context.ts) and follows the provider's events.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestInfo } from '../../lib/request-info';
import { templatesUseCases } from './templates';
import { candidateDocumentsUseCases } from './candidate-documents';
import { signingUseCases } from './signing';
import { documentTrailUseCases } from './document-trail';
import { createDocumentsContext, type DocumentsServiceDeps } from './documents.context';
import { followProviderEvents } from './provider-events';
import type { DocumentHook } from './document-completion';

export type { RequestInfo, DocumentsServiceDeps };
export * from './document-summary';
export { countersignDue } from './document-completion';

export function createDocumentsService(deps: DocumentsServiceDeps) {
  const ctx = createDocumentsContext(deps);
  followProviderEvents(ctx);
  return {
    ...templatesUseCases(ctx),
    ...candidateDocumentsUseCases(ctx),
    ...signingUseCases(ctx),
    ...documentTrailUseCases(ctx),
    /** Hooks for other features (webhooks): a document completed, or countersigned by the employer. */
    afterCompleted: (hook: DocumentHook) => ctx.completion.on('completed', hook),
    afterCountersigned: (hook: DocumentHook) => ctx.completion.on('countersigned', hook),
    /** Staff approved a copy that waited for review: it is complete now (in `trx`, with the approval). */
    approved: (documentId: number, at: number, trx?: Kysely<Database>) =>
      ctx.completion.announce('completed', documentId, 'review', at, trx),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
