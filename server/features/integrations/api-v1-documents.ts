/** The REST API's onboarding templates and documents, through the onboarding service. */
import { apiAssignInputSchema, type ApiDocument, apiDocumentListQuerySchema } from '../../../common/api-v1';
import { ONBOARDING_MESSAGES } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import type { ApiCaller } from './api-keys.service';
import { type ApiV1Deps, cursorOf, input, readCursor } from './api-v1.shared';

/** Assigning waits for a confirmed address: the candidate signs in to complete it. */
const UNCONFIRMED =
  'The candidate has not confirmed their email address yet: documents can be assigned once they have.';

export async function templates(deps: ApiV1Deps) {
  return {
    data: (await deps.onboarding.templates()).map((t) => ({
      id: t.id,
      title: t.formTitle,
      kind: t.kind,
      delivery: t.delivery,
      signatureType: t.signatureType,
      countersign: t.countersign,
    })),
  };
}

export async function documents(deps: ApiV1Deps, query: unknown) {
  const { candidateId, limit, cursor } = input(apiDocumentListQuerySchema, query);
  const rows = await deps.onboarding.documentRecords({
    afterId: readCursor(cursor)?.a ?? 0,
    limit: limit + 1,
    candidateId,
  });
  const page = rows.slice(0, limit);
  return { data: page, next_cursor: rows.length > limit ? cursorOf({ a: page.at(-1)!.id }) : null };
}

export function document(deps: ApiV1Deps, idInput: unknown): Promise<ApiDocument> {
  return deps.onboarding.documentRecord(idOrNotFound(idInput, ONBOARDING_MESSAGES.documentNotFound));
}

export async function signedPdf(deps: ApiV1Deps, idInput: unknown, caller: ApiCaller) {
  const file = await deps.onboarding.signedPdf(idInput);
  await deps.audit.record({
    action: 'api.document_downloaded',
    actorId: caller.actorId,
    detail: { apiKeyId: caller.keyId, documentId: Number(idInput) },
  });
  return file;
}

/** Assigns a template to a candidate (mailed as from the console); an open one is not sent twice. */
export async function assignDocument(
  deps: ApiV1Deps,
  body: unknown,
  caller: ApiCaller,
): Promise<{ assigned: boolean; document: ApiDocument }> {
  const { onboarding, staffCandidates, audit } = deps;
  const { candidateId, templateId, dueDate } = input(apiAssignInputSchema, body);
  const person = await staffCandidates.account(candidateId);
  if (person.emailConfirmedAt === null) throw new AppError(ErrorCode.CONFLICT, UNCONFIRMED);
  const result = await onboarding.assign({ templateId, emails: person.email, dueDate }, caller.actorId);
  // The newest of this template is the one just assigned, or the open one that stopped it.
  const document = (await onboarding.documentRecords({ afterId: 0, limit: 500, candidateId, templateId })).at(-1)!;
  const assigned = result.assigned.length > 0;
  if (assigned)
    await audit.record({
      action: 'api.document_assigned',
      actorId: caller.actorId,
      detail: { apiKeyId: caller.keyId, documentId: document.id, candidateId },
    });
  return { assigned, document };
}
