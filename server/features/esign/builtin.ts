/**
 * The built-in e-signature provider (ESIGN_PROVIDER=builtin, docs/architecture.md §3, §5).
 *
 * A signing URL carries a one-time token (stored hashed, 5 minutes). Opening it exchanges the token
 * for a ceremony key held only by the signing page; every later step needs that key and the same
 * signed-in user. The signature is made here, on the server: the browser never reports it.
 * Each step of the ceremony is a use case of its own file; this binds them to one provider's deps
 * and memory. The token and key checks they share are in ceremony.ts.
 */
import type { OpenedCeremony, SigningPages, SigningPreview } from '../../../common/esign';
import { type BuiltinEsignDeps, type CeremonyOutcome, type EsignDeps, type RequestInfo } from './ceremony';
import { createSigningUrl } from './create-signing-url';
import type { EsignProvider } from './esign.types';
import { type Extended, extendCeremony } from './extend-ceremony';
import { finishSigning } from './finish-signing';
import { giveConsent } from './give-consent';
import { cancelCeremony, declineCeremony, timeOutCeremony } from './leave-ceremony';
import type { PageImageWidth } from './page-images';
import { previewCeremony } from './preview-ceremony';
import { reviewDocumentPages, reviewDocumentPdf, reviewPageImage } from './review-document';
import { startCeremony } from './start-ceremony';

export {
  appendEvent,
  CEREMONY_TTL_MS,
  type CeremonyOutcome,
  type RequestInfo,
  SIGNING_PAGE_PATH,
  SIGNING_URL_TTL_MS,
} from './ceremony';
export { CEREMONY_MAX_MS } from './extend-ceremony';
export { PAGES_PATH } from './review-copy';

export function createBuiltinEsign(factoryDeps: BuiltinEsignDeps) {
  const deps: EsignDeps = {
    ...factoryDeps,
    listeners: [],
    reviewHashes: new Map(),
    reviewing: new Map(),
    layouts: new Map(),
  };

  const provider: EsignProvider = {
    name: 'builtin',
    createSigningUrl: (request) => createSigningUrl(deps, request),
    onEvent(listener) {
      deps.listeners.push(listener);
    },
  };

  return {
    provider,
    open: (token: unknown, userId: number, info: RequestInfo): Promise<OpenedCeremony> =>
      startCeremony(deps, token, userId, info),
    preview: (token: unknown, userId: number): Promise<SigningPreview | null> => previewCeremony(deps, token, userId),
    pdf: (key: unknown, userId: number, info: RequestInfo): Promise<Uint8Array> =>
      reviewDocumentPdf(deps, key, userId, info),
    pages: (key: unknown, userId: number, info: RequestInfo): Promise<SigningPages> =>
      reviewDocumentPages(deps, key, userId, info),
    pageImage: (
      key: unknown,
      userId: number,
      page: { sha256: string; n: number; width: PageImageWidth },
      info: RequestInfo,
    ): Promise<Buffer> => reviewPageImage(deps, key, userId, page, info),
    consent: (key: unknown, userId: number, info: RequestInfo, body?: unknown): Promise<void> =>
      giveConsent(deps, key, userId, info, body),
    finish: (key: unknown, userId: number, body: unknown, info: RequestInfo): Promise<CeremonyOutcome> =>
      finishSigning(deps, key, userId, body, info),
    decline: (key: unknown, userId: number, info: RequestInfo, reason?: unknown): Promise<CeremonyOutcome> =>
      declineCeremony(deps, key, userId, info, reason),
    cancel: (key: unknown, userId: number, info: RequestInfo): Promise<CeremonyOutcome> =>
      cancelCeremony(deps, key, userId, info),
    timeout: (key: unknown, userId: number, info: RequestInfo): Promise<CeremonyOutcome> =>
      timeOutCeremony(deps, key, userId, info),
    extend: (key: unknown, userId: number, info: RequestInfo): Promise<Extended> =>
      extendCeremony(deps, key, userId, info),
  };
}

export type BuiltinEsign = ReturnType<typeof createBuiltinEsign>;
