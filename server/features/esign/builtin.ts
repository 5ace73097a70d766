/**
 * The built-in e-signature provider (ESIGN_PROVIDER=builtin, docs/architecture.md §3, §5).
 *
 * A signing URL carries a one-time token (stored hashed, 5 minutes). Opening it exchanges the token
 * for a ceremony key held only by the signing page; every later step needs that key and the same
 * signed-in user. The signature is made here, on the server: the browser never reports it.
 * Past 300 lines because the ceremony's steps (open, consent, fields, finish, decline) share its token
 * and key checks and read best together.
 */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { z } from 'zod';
import { DOCUMENT_SERVER_MESSAGES, type SigningEvent } from '../../../common/documents';
import { checkSignerValues, FIELD_MESSAGES, type SignerField } from '../../../common/onboarding';
import { safeRedirectPath } from '../../../common/redirect';
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { refuseWhileViewing } from '../../lib/viewing';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { DECLINE_REASON_MAX, type OpenedCeremony, type SigningPages, type SigningPreview } from '../../../common/esign';
import type { FileStorage } from '../../providers/storage/storage.types';
import {
  PAGE_IMAGE_WIDTHS,
  pageImageName,
  type PageImages,
  type PageImageWidth,
  type RenderedPages,
} from './page-images';
import type { EsignProvider, ProviderEvent, ProviderEventListener, SigningRequest } from './esign.types';
import { type FilePool, FileRefused, MAX_SIGNATURE_PIXELS, pngSize } from '../../untrusted';
import { prepareForm } from './stored-form';
import type { CertificateBrand, SignatureInput } from '../../untrusted/sign-pdf';
import type { Sealer } from '../../providers/seal/sealer';
import { ESIGN_CONSENT_MESSAGES, ESIGN_DISCLOSURE_VERSION } from '../../../common/esign-disclosure';

/** docs/architecture.md §5: the signing URL is good for 5 minutes and one opening. */
export const SIGNING_URL_TTL_MS = 5 * 60_000;
/** How long the signing page stays usable once opened (then session_timeout). */
export const CEREMONY_TTL_MS = 20 * 60_000;
export const SIGNING_PAGE_PATH = '/esign/sign';
const MAX_SIGNATURE_PNG_BYTES = 512 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface RequestInfo {
  ip: string;
  userAgent: string;
}

type StoredRequest = Omit<SigningRequest, 'ip' | 'userAgent'>;

const finishSchema = z.object({
  signature: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('drawn'), png: z.string().max(Math.ceil((MAX_SIGNATURE_PNG_BYTES * 4) / 3) + 40) }),
      z.object({ kind: z.literal('typed'), text: z.string().trim().min(1).max(100) }),
    ])
    .optional(),
  /** The signer fields' values by field name (checkboxes as 'true' or 'false'). */
  values: z.record(z.string().max(200), z.union([z.string().max(1000), z.boolean()])).optional(),
});

/** The signer's values as the PDF shows them (dates 'MMM D, YYYY') and as the certificate lists them. */
function signerEntries(fields: SignerField[], values: Record<string, string>) {
  const pdfValues: Record<string, string> = {};
  const listed: { label: string; value: string }[] = [];
  for (const f of fields) {
    const value = values[f.name];
    if (value === undefined) continue;
    const shown =
      f.type === 'date'
        ? dayjs(value).format('MMM D, YYYY')
        : f.type === 'checkbox'
          ? value === 'true'
            ? 'Yes'
            : 'No'
          : value;
    pdfValues[f.name] = f.type === 'checkbox' ? value : shown;
    listed.push({ label: f.label, value: shown });
  }
  return { pdfValues, listed };
}

export function appendEvent(returnUrl: string, event: SigningEvent): string {
  const path = safeRedirectPath(returnUrl, '/onboarding');
  const [beforeHash, hash] = path.split('#', 2) as [string, string | undefined];
  const sep = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}event=${event}${hash !== undefined ? `#${hash}` : ''}`;
}

function decodeSignature(input: z.infer<typeof finishSchema>['signature']): SignatureInput {
  if (!input) return null;
  if (input.kind === 'typed') return { kind: 'typed', text: input.text };
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(input.png);
  const png = m ? Buffer.from(m[1]!, 'base64') : null;
  if (!png || png.length > MAX_SIGNATURE_PNG_BYTES || !png.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
  }
  // Measured from its header before anything decodes it: a few KB can claim gigapixels.
  const size = pngSize(png);
  if (!size) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
  if (size.width * size.height > MAX_SIGNATURE_PIXELS)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, DOCUMENT_SERVER_MESSAGES.signatureTooLarge);
  return { kind: 'drawn', png };
}

export interface CeremonyOutcome {
  event: SigningEvent;
  redirectTo: string;
}

/** Where the signing page's rendered pages live; each page's URL is named by the PDF's SHA-256. */
export const PAGES_PATH = '/api/esign/pages';
const pageImagePath = (sha256: string, n: number, width: PageImageWidth = PAGE_IMAGE_WIDTHS[0]) =>
  `${PAGES_PATH}/${sha256}/${pageImageName(n, width)}`;
/** Ceremonies whose review PDF's hash is remembered (a page image asks for it on every request). */
const REMEMBERED_HASHES = 1000;

export function createBuiltinEsign(deps: {
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
}) {
  const { db, storage, files, clock, pageImages, audit, sealer } = deps;
  const listeners: ProviderEventListener[] = [];
  const reviewHashes = new Map<number, string>();
  /** Review copies being made now, by ceremony: the signing page's calls at one moment share one. */
  const reviewing = new Map<number, Promise<{ pdf: Uint8Array; boxes: { width: number; height: number }[] }>>();

  /** The pages' layout of recent ceremonies, made when their signing URL was (see startRendering). */
  const layouts = new Map<number, Promise<RenderedPages | null>>();

  async function emit(event: Omit<ProviderEvent, 'at'> & { at?: number }, trx?: Kysely<Database>): Promise<void> {
    for (const listener of listeners) await listener({ at: clock(), ...event }, trx);
  }

  const invalid = () => new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.linkInvalid);

  type SessionRow = NonNullable<Awaited<ReturnType<typeof findBy>>>;
  /** The ceremony whose token or key (either, when both columns are given) hashes to `hash`. */
  function findBy(columns: ('tokenHash' | 'ceremonyHash')[], hash: string) {
    return db
      .selectFrom('esignSession')
      .selectAll()
      .where((eb) => eb.or(columns.map((column) => eb(column, '=', hash))))
      .executeTakeFirst();
  }

  /** Tokens and keys are random 256-bit values in base64url: anything else is no link of ours. */
  const wellFormed = (value: unknown): value is string =>
    typeof value === 'string' && value.length >= 20 && value.length <= 100;

  /** The ceremony opened under `row`, checked against the signed-in user; times out when due. */
  async function openCeremony(row: SessionRow | undefined, userId: number, info: RequestInfo): Promise<SessionRow> {
    if (!row || row.userId !== userId || row.finishedAt !== null) throw invalid();
    if ((row.ceremonyExpiresAt ?? 0) <= clock()) await timedOut(row, info);
    return row;
  }

  const requestOf = (row: SessionRow): StoredRequest => JSON.parse(row.request) as StoredRequest;

  /** Ends a ceremony once: only the caller that moves finishedAt from null wins. */
  async function claim(row: SessionRow, outcome: string): Promise<boolean> {
    const result = await db
      .updateTable('esignSession')
      .set({ finishedAt: clock(), outcome })
      .where('id', '=', row.id)
      .where('finishedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function end(
    row: SessionRow,
    event: SigningEvent,
    info: RequestInfo,
    type: ProviderEvent['type'],
    extra: Record<string, unknown> = {},
  ) {
    if (!(await claim(row, event))) throw invalid();
    await emit({ type, documentId: row.documentId, userId: row.userId, ...info, detail: { event, ...extra } });
    return { event, redirectTo: appendEvent(row.returnUrl, event) };
  }

  async function timedOut(row: SessionRow, info: RequestInfo): Promise<never> {
    const outcome = await end(row, 'session_timeout', info, 'timed_out');
    throw new AppError(ErrorCode.BAD_REQUEST, 'Your session has timed out.', { ...outcome });
  }

  /** The open ceremony for a key, checked against the signed-in user; times out when due. */
  async function ceremony(key: unknown, userId: number, info: RequestInfo): Promise<SessionRow> {
    // A staff member viewing as the candidate takes no step of a signing.
    await refuseWhileViewing(audit, info, 'sign');
    if (!wellFormed(key)) throw invalid();
    return openCeremony(await findBy(['ceremonyHash'], sha256Hex(key)), userId, info);
  }

  /**
   * Who may load the page images: the open ceremony's key, or, from the signing page's own HTML
   * until the ceremony ends, its token (the first page downloads before the page opens the
   * ceremony). Either way only the signed-in user the link was made for.
   */
  async function pageViewer(key: unknown, userId: number, info: RequestInfo): Promise<SessionRow> {
    if (!wellFormed(key)) throw invalid();
    const hash = sha256Hex(key);
    // One read for either: an image asks on every request.
    const row = await findBy(['ceremonyHash', 'tokenHash'], hash);
    if (row?.ceremonyHash === hash) return openCeremony(row, userId, info);
    if (!row || row.userId !== userId || row.finishedAt !== null) throw invalid();
    if ((row.ceremonyExpiresAt ?? row.expiresAt) <= clock()) throw invalid();
    return row;
  }

  /** The stored file a ceremony reviews: the form, or for a countersignature the candidate's sealed copy. */
  async function sourceOf(req: StoredRequest): Promise<Uint8Array> {
    const source = await storage.get(req.source.storageKey);
    if (!source) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
    return source;
  }

  /**
   * The review copy and its pages' boxes, made in the file pool as the signer's own task: the form
   * with the candidate's values filled in, or the candidate's sealed copy as it is, only measured
   * (the employer reviews exactly what the candidate signed: rewriting it would break its seal).
   */
  function reviewCopy(ceremonyId: number, req: StoredRequest) {
    const making = reviewing.get(ceremonyId);
    if (making) return making;
    const made = (async () => {
      const source = await sourceOf(req);
      const copy = await prepareForm(files, { bytes: source, values: req.countersign ? null : req.fields }, req.userId);
      return { pdf: copy.pdf ?? source, boxes: copy.boxes };
    })().finally(() => reviewing.delete(ceremonyId));
    reviewing.set(ceremonyId, made);
    return made;
  }

  /** The document to review (a countersignature's is the stored copy itself: nothing to make). */
  async function reviewPdf(ceremonyId: number, req: StoredRequest): Promise<Uint8Array> {
    if (req.countersign) return sourceOf(req);
    return (await reviewCopy(ceremonyId, req)).pdf;
  }

  function rememberHash(ceremonyId: number, sha256: string): void {
    if (reviewHashes.size >= REMEMBERED_HASHES) reviewHashes.delete(reviewHashes.keys().next().value!);
    reviewHashes.set(ceremonyId, sha256);
  }

  function withUrls(ceremonyId: number, rendered: RenderedPages): SigningPages {
    rememberHash(ceremonyId, rendered.sha256);
    return {
      sha256: rendered.sha256,
      pages: rendered.pages.map((page, i) => ({
        ...page,
        image: pageImagePath(rendered.sha256, i + 1),
        srcset: PAGE_IMAGE_WIDTHS.map((w) => `${pageImagePath(rendered.sha256, i + 1, w)} ${w}w`).join(', '),
      })),
    };
  }

  /** The ceremony's pages when they are rendered already (never renders; null on any failure). */
  async function readyPages(row: SessionRow): Promise<RenderedPages | null> {
    if (!pageImages.available) return null;
    try {
      const known = reviewHashes.get(row.id);
      if (known) return await pageImages.stored(known);
      return await pageImages.ready(await reviewPdf(row.id, requestOf(row)));
    } catch {
      return null;
    }
  }

  /**
   * Pages still rendering, as the preview lays them out: their boxes, read from the PDF, and the
   * URLs their images will have (an image asked for early waits for the rendering it joins).
   */
  async function pendingPages(row: SessionRow): Promise<RenderedPages | null> {
    if (!pageImages.available) return null;
    return (layouts.get(row.id) ?? startRendering(row.id, requestOf(row))).catch(() => null);
  }

  /**
   * Fills the PDF in and starts rendering its pages; answers the pages' layout (their boxes, read
   * from the PDF as it is filled, without words) at once. The signing URL starts it, so the signing
   * page's HTML, asked for moments later, finds its layout made or in the making.
   */
  function startRendering(ceremonyId: number, req: StoredRequest): Promise<RenderedPages | null> {
    const layout = (async () => {
      const { pdf, boxes } = await reviewCopy(ceremonyId, req);
      const sha256 = sha256Hex(pdf);
      rememberHash(ceremonyId, sha256);
      pageImages.pages(pdf, { userId: req.userId, lane: 'background' }).catch(() => undefined);
      return { sha256, pages: boxes.map((box) => ({ ...box, text: [] })) };
    })();
    layout.catch(() => undefined);
    if (layouts.size >= REMEMBERED_HASHES) layouts.delete(layouts.keys().next().value!);
    layouts.set(ceremonyId, layout);
    return layout;
  }

  /** What the signing page shows of a ceremony, but for its key. */
  function described(row: SessionRow, ready: RenderedPages | null): SigningPreview {
    const req = requestOf(row);
    return {
      // Rendered pages come along (saves a round trip); else the page asks for them (a failure shows there).
      ...(ready ? { pages: withUrls(row.id, ready) } : {}),
      formTitle: req.formTitle,
      informational: req.informational,
      signerName: req.signer.name,
      fields: req.signerFields ?? [],
      timeoutMs: CEREMONY_TTL_MS,
      ...(req.countersign ? { countersign: true } : {}),
    };
  }

  /** A token the page may still open: unused, unexpired, for this user. */
  async function openable(token: unknown, userId: number): Promise<SessionRow | null> {
    if (!wellFormed(token)) return null;
    const row = await findBy(['tokenHash'], sha256Hex(token));
    if (!row || row.userId !== userId || row.openedAt !== null || row.finishedAt !== null) return null;
    return row;
  }

  /** A drawn signature the worker refused is the signer's to redo. */
  const signatureRefused = (err: unknown): never => {
    if (!(err instanceof FileRefused)) throw err;
    if (err.reason === 'invalid') throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, DOCUMENT_SERVER_MESSAGES.signatureTooLarge);
  };

  /**
   * The employer finishes a countersignature: the worker draws their values and signature over the
   * candidate's sealed copy as an incremental update with a certificate naming both signers; the
   * employer's seal is made here; the document completes in one transaction with its event.
   */
  async function countersign(
    row: SessionRow,
    req: StoredRequest,
    input: {
      values: Record<string, string>;
      entries: ReturnType<typeof signerEntries>;
      signature: NonNullable<SignatureInput>;
    },
    userId: number,
    info: RequestInfo,
  ): Promise<CeremonyOutcome> {
    const from = (await deps.countersignSource?.(row.documentId)) ?? req.source;
    const [copy, template] = await Promise.all([
      storage.get(from.storageKey),
      storage.get(req.countersign!.templateKey),
    ]);
    if (!copy || !template) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
    if (!(await claim(row, 'processing'))) throw invalid();
    const now = clock();
    const event: SigningEvent = 'signing_complete';
    let storageKey: string | null = null;
    try {
      const signed = await files
        .run('countersignPdf', {
          pdf: copy,
          template,
          values: input.entries.pdfValues,
          listed: input.entries.listed,
          signature: input.signature,
          formTitle: req.formTitle,
          docHandle: req.docHandle,
          employer: req.signer,
          candidate: req.countersign!.candidate,
          ip: info.ip,
          userAgent: info.userAgent,
          signedAt: now,
          dateText: dayjs(now).format('MMM D, YYYY'),
          brand: await deps.brand?.(),
          seal: await sealer.details({
            fieldName: `Employer seal: ${req.signer.name}`,
            name: req.signer.name,
            reason: `Countersigned for the employer by ${req.signer.name}: ${req.formTitle}`,
          }),
        })
        .catch(signatureRefused);
      const sealed = await sealer.seal(signed.bytes);
      storageKey = `signed/${req.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
      await storage.put(storageKey, sealed.bytes);
      const completedFile = { storageKey, sha256: sealed.sha256 };
      await db.transaction().execute(async (trx) => {
        await emit(
          {
            type: 'countersigned',
            documentId: row.documentId,
            userId,
            ...info,
            at: now,
            completedFile,
            detail: {
              event,
              fromKey: from.storageKey,
              signature: input.signature.kind,
              candidateCopySha256: signed.candidateCopySha256,
              fileSha256: sealed.sha256,
              fieldValues: input.values,
              seal: {
                state: sealed.state,
                timestampedAt: sealed.timestampedAt,
                ...(sealed.timestampError ? { timestampError: sealed.timestampError.slice(0, 300) } : {}),
              },
            },
          },
          trx,
        );
        await trx.updateTable('esignSession').set({ outcome: event }).where('id', '=', row.id).execute();
      });
    } catch (err) {
      if (storageKey) await storage.delete(storageKey);
      await db.updateTable('esignSession').set({ finishedAt: null, outcome: null }).where('id', '=', row.id).execute();
      throw err;
    }
    return { event, redirectTo: appendEvent(row.returnUrl, event) };
  }

  const provider: EsignProvider = {
    name: 'builtin',

    async createSigningUrl(request) {
      const token = randomToken();
      const now = clock();
      const { ip, userAgent, ...stored } = request;
      const { id } = await db
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
      await emit({ type: 'link_created', documentId: request.documentId, userId: request.userId, ip, userAgent });
      // The pages render while the signer's browser loads the signing page (errors surface there).
      if (pageImages.available) void startRendering(id, stored);
      return { url: `${SIGNING_PAGE_PATH}?token=${token}` };
    },

    onEvent(listener) {
      listeners.push(listener);
    },
  };

  return {
    provider,

    /** Exchanges the one-time token for a ceremony key (the page keeps it in memory only). */
    async open(token: unknown, userId: number, info: RequestInfo): Promise<OpenedCeremony> {
      await refuseWhileViewing(audit, info, 'sign');
      const row = await openable(token, userId);
      if (!row) throw invalid();
      const now = clock();
      if (row.expiresAt <= now) await timedOut(row, info);
      const ceremonyKey = randomToken();
      const claimed = await db
        .updateTable('esignSession')
        .set({ openedAt: now, ceremonyHash: sha256Hex(ceremonyKey), ceremonyExpiresAt: now + CEREMONY_TTL_MS })
        .where('id', '=', row.id)
        .where('openedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
      await emit({ type: 'opened', documentId: row.documentId, userId, ...info });
      return { ...described(row, await readyPages(row)), ceremonyKey };
    },

    /**
     * The ceremony a token would open, read without opening it (the HTML of the signing page; a GET
     * changes nothing). Null when the page could not open it: the page then says so itself.
     */
    async preview(token: unknown, userId: number): Promise<SigningPreview | null> {
      const row = await openable(token, userId);
      if (!row || row.expiresAt <= clock()) return null;
      const preview = described(row, (await readyPages(row)) ?? (await pendingPages(row)));
      if (preview.pages) preview.pages.pages = preview.pages.pages.map((page) => ({ ...page, text: [] }));
      return preview;
    },

    async pdf(key: unknown, userId: number, info: RequestInfo): Promise<Uint8Array> {
      const row = await ceremony(key, userId, info);
      return reviewPdf(row.id, requestOf(row));
    },

    /** The same document as rendered pages: their sizes, words and image URLs. */
    async pages(key: unknown, userId: number, info: RequestInfo): Promise<SigningPages> {
      const row = await ceremony(key, userId, info);
      if (!pageImages.available) throw new AppError(ErrorCode.UNAVAILABLE, DOCUMENT_SERVER_MESSAGES.pagesUnavailable);
      const rendered = await pageImages.pages(await reviewPdf(row.id, requestOf(row)), { userId, lane: 'interactive' });
      return withUrls(row.id, rendered);
    },

    /** Page `n` of the ceremony's document, only when `sha256` names exactly the bytes it reviews. */
    async pageImage(
      key: unknown,
      userId: number,
      page: { sha256: string; n: number; width: PageImageWidth },
      info: RequestInfo,
    ): Promise<Buffer> {
      const { sha256, n, width } = page;
      const row = await pageViewer(key, userId, info);
      const notFound = () => new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.pageNotFound);
      if (!pageImages.available) throw notFound();
      let bytes: Promise<Uint8Array> | null = null;
      const pdf = () => (bytes ??= reviewPdf(row.id, requestOf(row)));
      let expected = reviewHashes.get(row.id);
      if (!expected) {
        expected = sha256Hex(await pdf());
        rememberHash(row.id, expected);
      }
      if (sha256 !== expected) throw notFound();
      return pageImages.image(pdf, sha256, n, width, { userId, lane: 'interactive' });
    },

    /**
     * The signer agreed after reading the ESIGN disclosure: the version the page showed must be the
     * current one (a page opened before the text changed shows it again), and it is recorded.
     */
    async consent(key: unknown, userId: number, info: RequestInfo, body?: unknown): Promise<void> {
      const row = await ceremony(key, userId, info);
      const version = (body as { disclosureVersion?: unknown } | undefined)?.disclosureVersion;
      if (version !== ESIGN_DISCLOSURE_VERSION)
        throw new AppError(ErrorCode.CONFLICT, ESIGN_CONSENT_MESSAGES.staleDisclosure, {
          currentVersion: ESIGN_DISCLOSURE_VERSION,
        });
      if (row.consentedAt !== null) return;
      await db
        .updateTable('esignSession')
        .set({ consentedAt: clock(), disclosureVersion: version })
        .where('id', '=', row.id)
        .execute();
      await emit({
        type: 'consented',
        documentId: row.documentId,
        userId,
        ...info,
        detail: { disclosureVersion: version },
      });
    },

    /** Signs (or, for INFO, records the viewing) on the server and stores the completed copy. */
    async finish(key: unknown, userId: number, body: unknown, info: RequestInfo): Promise<CeremonyOutcome> {
      const row = await ceremony(key, userId, info);
      const req = requestOf(row);
      const parsed = finishSchema.safeParse(body ?? {});
      if (!parsed.success) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
      // Required fields are enforced here too: the page's check is a convenience, this one decides.
      const signerFields = req.signerFields ?? [];
      const checked = checkSignerValues(signerFields, parsed.data.values ?? {});
      if (Object.keys(checked.errors).length > 0)
        throw new AppError(ErrorCode.VALIDATION, FIELD_MESSAGES.missing, { fields: checked.errors });
      const entries = signerEntries(signerFields, checked.values);
      const signature = req.informational ? null : decodeSignature(parsed.data.signature);
      if (req.countersign) {
        if (!signature) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
        return countersign(row, req, { values: checked.values, entries, signature }, userId, info);
      }
      if (!req.informational) {
        if (row.consentedAt === null)
          throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.consentRequired);
        if (!signature) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
      }
      const source = await storage.get(req.source.storageKey);
      if (!source) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
      const event: SigningEvent = req.informational ? 'viewing_complete' : 'signing_complete';
      if (!(await claim(row, 'processing'))) throw invalid();
      const now = clock();
      let storageKey: string | null = null;
      try {
        const signed = await files
          .run('signPdf', {
            source,
            fields: { ...req.fields, ...entries.pdfValues },
            signerValues: entries.listed,
            signature,
            formTitle: req.formTitle,
            docHandle: req.docHandle,
            signer: req.signer,
            ip: info.ip,
            userAgent: info.userAgent,
            consentedAt: row.consentedAt,
            disclosureVersion: row.disclosureVersion,
            signedAt: now,
            event,
            dateText: dayjs(now).format('MMM D, YYYY'),
            brand: await deps.brand?.(),
            seal: await sealer.details({
              fieldName: `Seal: ${req.signer.name}`,
              name: req.signer.name,
              reason: req.informational
                ? `Viewed by ${req.signer.name}: ${req.formTitle}`
                : `Signed electronically by ${req.signer.name}: ${req.formTitle}`,
            }),
          })
          // Only the drawn signature comes from the signer: a refusal is about it.
          .catch(signatureRefused);
        // The worker left room for the seal; the seal is made here, where the key is.
        const sealed = await sealer.seal(signed.bytes);
        // The file first; then the document's state, its signing event and the ceremony's outcome
        // commit together (a crash between them leaves neither, and the signer may try again).
        storageKey = `signed/${req.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
        await storage.put(storageKey, sealed.bytes);
        const completedFile = { storageKey, sha256: sealed.sha256 };
        await db.transaction().execute(async (trx) => {
          await emit(
            {
              type: req.informational ? 'viewed' : 'signed',
              documentId: row.documentId,
              userId,
              ...info,
              at: now,
              completedFile,
              detail: {
                event,
                signature: signature?.kind ?? null,
                originalSha256: signed.originalSha256,
                signedContentSha256: signed.signedContentSha256,
                fileSha256: sealed.sha256,
                fieldValues: checked.values,
                seal: {
                  state: sealed.state,
                  timestampedAt: sealed.timestampedAt,
                  ...(sealed.timestampError ? { timestampError: sealed.timestampError.slice(0, 300) } : {}),
                },
              },
            },
            trx,
          );
          await trx.updateTable('esignSession').set({ outcome: event }).where('id', '=', row.id).execute();
        });
      } catch (err) {
        // Nothing was completed: the signer may try again while the ceremony lasts.
        if (storageKey) await storage.delete(storageKey);
        await db
          .updateTable('esignSession')
          .set({ finishedAt: null, outcome: null })
          .where('id', '=', row.id)
          .execute();
        throw err;
      }
      return { event, redirectTo: appendEvent(row.returnUrl, event) };
    },

    /** The signer declines, optionally saying why (staff read it beside the document). */
    async decline(key: unknown, userId: number, info: RequestInfo, reason?: unknown): Promise<CeremonyOutcome> {
      const said = typeof reason === 'string' ? reason.trim().slice(0, DECLINE_REASON_MAX) : '';
      return end(await ceremony(key, userId, info), 'decline', info, 'declined', said ? { reason: said } : {});
    },

    async cancel(key: unknown, userId: number, info: RequestInfo): Promise<CeremonyOutcome> {
      return end(await ceremony(key, userId, info), 'cancel', info, 'cancelled');
    },

    /** The page's own timer ran out (the server also refuses any step after the deadline). */
    async timeout(key: unknown, userId: number, info: RequestInfo): Promise<CeremonyOutcome> {
      return end(await ceremony(key, userId, info), 'session_timeout', info, 'timed_out');
    },
  };
}

export type BuiltinEsign = ReturnType<typeof createBuiltinEsign>;
