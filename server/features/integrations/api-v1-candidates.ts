/** The REST API's candidates, through the console's candidates service. */
import type { ApiCandidate } from '../../../common/api-v1';
import type { ApiCaller } from './api-keys.service';
import { type ApiV1Deps, has } from './api-v1.shared';

/** A candidate; their applications with applications:read, their documents with documents:read. */
export async function candidate(deps: ApiV1Deps, idInput: unknown, caller: ApiCaller): Promise<ApiCandidate> {
  const { applications, onboarding, staffCandidates } = deps;
  // The account alone, then only the lists the key may read (not the console's whole page).
  const person = await staffCandidates.account(idInput);
  return {
    id: person.id,
    email: person.email,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    emailConfirmed: person.emailConfirmedAt !== null,
    joined: new Date(Number(person.createdAt)).toISOString(),
    ...(has(caller, 'applications:read')
      ? {
          applications: (await applications.list(person.id)).map((a) => ({
            id: a.id,
            jobId: a.jobOrderId,
            title: a.title,
            status: a.status,
            appliedAt: a.appliedAt,
            statusChangedAt: a.statusChangedAt,
          })),
        }
      : {}),
    ...(has(caller, 'documents:read') ? { documents: await onboarding.candidateDocuments(person.id) } : {}),
  };
}
