/** What staff see of countersignatures: those waiting for the employer, and the signing URL. */
import type { RequestInfo } from '../../lib/request-info';
import { documentIdSchema } from './onboarding.schema';
import type { OnboardingDeps } from './onboarding.shared';

/** GET /api/staff/countersignatures: what waits for the employer's signature. */
export function awaitingEmployer(deps: OnboardingDeps) {
  return deps.documents.awaitingEmployer();
}

/** POST /api/staff/documents/{id}/countersign: the employer's one-time signing URL. */
export function countersignUrl(
  deps: OnboardingDeps,
  idInput: unknown,
  staff: { id: number; ghost?: boolean },
  returnUrl: unknown,
  info: RequestInfo,
) {
  return deps.documents.countersignUrl(staff, documentIdSchema.catch(0).parse(idInput), returnUrl, info);
}
