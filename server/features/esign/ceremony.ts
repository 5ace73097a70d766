/**
 * What the built-in provider's use cases share: its deps and memory, the signing session's row, and
 * the token and key checks every step of a ceremony makes (see builtin.ts).
 */
import { i18n } from '../../../common/i18n';
import type { Kysely } from 'kysely';
import { DOCUMENT_SERVER_MESSAGES, type SigningEvent } from '../../../common/documents';
import { safeRedirectPath } from '../../../common/redirect';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/tokens';
import { refuseWhileViewing } from '../../lib/viewing';
import type { SealOutcome, Sealer } from '../../providers/seal/sealer';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import type { CertificateBrand } from '../../untrusted/sign-pdf';
import type { ProviderEvent, ProviderEventListener, SigningRequest } from './esign.types';
import type { PageImages, RenderedPages } from './page-images';

/** docs/architecture.md §5: the signing URL is good for 5 minutes and one opening. */
export const SIGNING_URL_TTL_MS = 5 * 60_000;
/** How long the signing page stays usable once opened (then session_timeout). */
export const CEREMONY_TTL_MS = 20 * 60_000;
export const SIGNING_PAGE_PATH = '/esign/sign';

export interface RequestInfo {
  ip: string;
  userAgent: string;
}

export type StoredRequest = Omit<SigningRequest, 'ip' | 'userAgent'>;

export interface CeremonyOutcome {
  event: SigningEvent;
  redirectTo: string;
}

export interface BuiltinEsignDeps {
  db: Db;
  storage: FileStorage;
  /** Signs in the file pool: the drawn signature is an upload, measured and re-encoded there. */
  files: FilePool;
  clock: Clock;
  pageImages: PageImages;
  audit: AuditLog;
  /** Seals each completed PDF (PAdES) with the key only the server's process holds. */
  sealer: Pick<Sealer, 'details' | 'seal'>;
  /**
   * The candidate's sealed copy a countersignature signs over, read when the employer finishes
   * (a time-stamp added since the link was made is part of it).
   */
  countersignSource?: (documentId: number) => Promise<{ storageKey: string; sha256: string } | null>;
  /** The employer's brand on the certificate page (none: the built-in look). */
  brand?: () => Promise<CertificateBrand>;
}

/** The factory's deps with what one provider remembers between calls. */
export interface EsignDeps extends BuiltinEsignDeps {
  listeners: ProviderEventListener[];
  reviewHashes: Map<number, string>;
  /** Review copies being made now, by ceremony: the signing page's calls at one moment share one. */
  reviewing: Map<number, Promise<{ pdf: Uint8Array; boxes: { width: number; height: number }[] }>>;
  /** The pages' layout of recent ceremonies, made when their signing URL was (see startRendering). */
  layouts: Map<number, Promise<RenderedPages | null>>;
}

export function appendEvent(returnUrl: string, event: SigningEvent): string {
  const path = safeRedirectPath(returnUrl, '/onboarding');
  const [beforeHash, hash] = path.split('#', 2) as [string, string | undefined];
  const sep = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}event=${event}${hash !== undefined ? `#${hash}` : ''}`;
}

export async function emit(
  deps: EsignDeps,
  event: Omit<ProviderEvent, 'at'> & { at?: number },
  trx?: Kysely<Database>,
): Promise<void> {
  for (const listener of deps.listeners) await listener({ at: deps.clock(), ...event }, trx);
}

export const invalid = () => new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.linkInvalid);

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findBy>>>;
/** The ceremony whose token or key (either, when both columns are given) hashes to `hash`. */
export function findBy(deps: EsignDeps, columns: ('tokenHash' | 'ceremonyHash')[], hash: string) {
  return deps.db
    .selectFrom('esignSession')
    .selectAll()
    .where((eb) => eb.or(columns.map((column) => eb(column, '=', hash))))
    .executeTakeFirst();
}

/** Tokens and keys are random 256-bit values in base64url: anything else is no link of ours. */
export const wellFormed = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 20 && value.length <= 100;

/** The ceremony opened under `row`, checked against the signed-in user; times out when due. */
export async function openCeremony(
  deps: EsignDeps,
  row: SessionRow | undefined,
  userId: number,
  info: RequestInfo,
): Promise<SessionRow> {
  if (!row || row.userId !== userId || row.finishedAt !== null) throw invalid();
  if ((row.ceremonyExpiresAt ?? 0) <= deps.clock()) await timedOut(deps, row, info);
  return row;
}

export const requestOf = (row: SessionRow): StoredRequest => JSON.parse(row.request) as StoredRequest;

/** Ends a ceremony once: only the caller that moves finishedAt from null wins. */
export async function claim(deps: EsignDeps, row: SessionRow, outcome: string): Promise<boolean> {
  const result = await deps.db
    .updateTable('esignSession')
    .set({ finishedAt: deps.clock(), outcome })
    .where('id', '=', row.id)
    .where('finishedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function end(
  deps: EsignDeps,
  row: SessionRow,
  event: SigningEvent,
  info: RequestInfo,
  type: ProviderEvent['type'],
  extra: Record<string, unknown> = {},
) {
  if (!(await claim(deps, row, event))) throw invalid();
  await emit(deps, { type, documentId: row.documentId, userId: row.userId, ...info, detail: { event, ...extra } });
  return { event, redirectTo: appendEvent(row.returnUrl, event) };
}

export async function timedOut(deps: EsignDeps, row: SessionRow, info: RequestInfo): Promise<never> {
  const outcome = await end(deps, row, 'session_timeout', info, 'timed_out');
  throw new AppError(ErrorCode.BAD_REQUEST, i18n._('Your session has timed out.'), { ...outcome });
}

/** The open ceremony for a key, checked against the signed-in user; times out when due. */
export async function ceremony(deps: EsignDeps, key: unknown, userId: number, info: RequestInfo): Promise<SessionRow> {
  // A staff member viewing as the candidate takes no step of a signing.
  await refuseWhileViewing(deps.audit, info, 'sign');
  if (!wellFormed(key)) throw invalid();
  return openCeremony(deps, await findBy(deps, ['ceremonyHash'], sha256Hex(key)), userId, info);
}

/** A token the page may still open: unused, unexpired, for this user. */
export async function openable(deps: EsignDeps, token: unknown, userId: number): Promise<SessionRow | null> {
  if (!wellFormed(token)) return null;
  const row = await findBy(deps, ['tokenHash'], sha256Hex(token));
  if (!row || row.userId !== userId || row.openedAt !== null || row.finishedAt !== null) return null;
  return row;
}

/** What the audit event of a completed copy says of its seal. */
export function sealDetail(sealed: SealOutcome) {
  return {
    state: sealed.state,
    timestampedAt: sealed.timestampedAt,
    ...(sealed.timestampError ? { timestampError: sealed.timestampError.slice(0, 300) } : {}),
  };
}

/** Nothing was completed: the stored copy goes and the ceremony may finish again while it lasts. */
export async function undoFinish(deps: EsignDeps, row: SessionRow, storageKey: string | null): Promise<void> {
  if (storageKey) await deps.storage.delete(storageKey);
  await deps.db.updateTable('esignSession').set({ finishedAt: null, outcome: null }).where('id', '=', row.id).execute();
}
