/** The provider's signing URL: a one-time token for one signer, stored hashed (see builtin.ts). */
import { safeRedirectPath } from '../../../common/redirect';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { emit, type EsignDeps, SIGNING_PAGE_PATH, SIGNING_URL_TTL_MS } from './ceremony';
import type { SigningRequest } from './esign.types';
import { startRendering } from './review-copy';

export async function createSigningUrl(deps: EsignDeps, request: SigningRequest): Promise<{ url: string }> {
  const token = randomToken();
  const now = deps.clock();
  const { ip, userAgent, ...stored } = request;
  const { id } = await deps.db
    .insertInto('esignSession')
    .values({
      documentId: request.documentId,
      userId: request.userId,
      tokenHash: sha256Hex(token),
      ceremonyHash: null,
      returnUrl: safeRedirectPath(request.returnUrl, '/onboarding'),
      request: JSON.stringify(stored),
      expiresAt: now + SIGNING_URL_TTL_MS,
      openedAt: null,
      ceremonyExpiresAt: null,
      consentedAt: null,
      finishedAt: null,
      outcome: null,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await emit(deps, { type: 'link_created', documentId: request.documentId, userId: request.userId, ip, userAgent });
  // The pages render while the signer's browser loads the signing page (errors surface there).
  if (deps.pageImages.available) void startRendering(deps, id, stored);
  return { url: `${SIGNING_PAGE_PATH}?token=${token}` };
}
