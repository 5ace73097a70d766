/**
 * Seals completed PDFs (docs/architecture.md §3, e-signature): a PAdES signature made with the seal key
 * (which only this process holds), an RFC 3161 signature time-stamp when a TSA is configured, and
 * then a document time-stamp over the whole file. The PDF work (placeholders, validation data) is
 * done by the file pool; this module hashes byte ranges and signs. signpdf only searches the bytes
 * the pool just wrote for the placeholder's /ByteRange and /Contents: it parses no PDF object.
 */
import signpdf from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import type { SealState } from '../../../common/seal';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../logger';
import type { FilePool } from '../../untrusted';
import { padesCms, readTimestampToken, sha256 } from './cms';
import { embeddedIdentity, expiryWarning, loadP12, readP12, SealConfigError, type SealIdentity } from './identity';
import type { SealDetails } from './seal-details';
import type { ValidationData } from './placeholder';
import { createTsaClient, type TsaClient, TsaUnavailable } from './tsa';
import { certificateDer, derToPem, fingerprint, issueCrl, pemBlocks, subjectLabel } from './x509';

const DAY = 86_400_000;
/** The embedded CA's CRL is valid a week and made again each day. */
const CRL_VALIDITY_MS = 7 * DAY;
const CRL_REFRESH_MS = DAY;

export interface SealerOptions {
  db: Db;
  files: FilePool;
  clock: Clock;
  logger: Logger;
  config: {
    isProduction: boolean;
    storageDir: string;
    siteName: string;
    publicUrl: string;
    supportEmail: string;
    signing: { p12?: string; p12Password?: string; tsaUrls: string[] };
  };
  /** A TSA client other than the configured one (tests time out faster). */
  tsa?: TsaClient | null;
}

/** What the file worker writes into a seal's signature dictionary. */
export type { SealDetails };

export interface SealOutcome {
  bytes: Uint8Array;
  sha256: string;
  state: SealState;
  /** The trusted time of the signature time-stamp, when a TSA gave one. */
  timestampedAt: number | null;
  /** Why the time-stamp is pending (the TSAs' failures). */
  timestampError: string | null;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The signature made by signpdf over a prepared PDF's byte ranges. */
class PadesSigner extends Signer {
  timestampedAt: Date | null = null;
  timestampError: string | null = null;
  tsaCertificates: Uint8Array[] = [];

  constructor(
    private readonly identity: SealIdentity,
    private readonly tsa: TsaClient | null,
  ) {
    super();
  }

  override async sign(pdf: Buffer): Promise<Buffer> {
    const tsa = this.tsa;
    const result = await padesCms(
      sha256(pdf),
      this.identity.key,
      tsa
        ? async (imprint) => {
            try {
              const token = await tsa.timestamp(imprint);
              this.tsaCertificates = readTimestampToken(token).certificates.map(certificateDer);
              return token;
            } catch (err) {
              // The seal is made without it (B-B); the document time-stamp is retried later.
              if (!(err instanceof TsaUnavailable)) throw err;
              this.timestampError = err.message;
              return null;
            }
          }
        : undefined,
    );
    this.timestampedAt = result.timestampedAt;
    return Buffer.from(result.cms);
  }
}

/** A document time-stamp: the TSA's token over the byte ranges is the whole signature. */
class DocTimestampSigner extends Signer {
  constructor(private readonly tsa: TsaClient) {
    super();
  }

  override async sign(pdf: Buffer): Promise<Buffer> {
    return Buffer.from(await this.tsa.timestamp(sha256(pdf)));
  }
}

export function createSealer(options: SealerOptions) {
  const { db, files, clock, logger, config } = options;
  const tsa =
    options.tsa !== undefined
      ? options.tsa
      : config.signing.tsaUrls.length > 0
        ? createTsaClient(config.signing.tsaUrls, { timeoutMs: 5_000 })
        : null;
  let loading: Promise<SealIdentity> | null = null;
  let crlCache: { bytes: Uint8Array; at: number } | null = null;

  async function register(kind: string, cert: SealIdentity['key']['certificate']) {
    const der = certificateDer(cert);
    await db
      .insertInto('signingCertificate')
      .values({
        fingerprint: fingerprint(der),
        kind,
        subject: subjectLabel(cert).slice(0, 300),
        pem: derToPem(der, 'CERTIFICATE'),
        notAfter: cert.notAfter.value.getTime(),
        createdAt: clock(),
      })
      .onConflict((oc) => oc.column('fingerprint').doNothing())
      .execute();
  }

  async function load(): Promise<SealIdentity> {
    const now = new Date(clock());
    let identity: SealIdentity;
    if (config.signing.p12) {
      identity = await loadP12(await readP12(config.signing.p12), config.signing.p12Password ?? '', now);
      await register('p12', identity.key.certificate);
    } else {
      // One embedded CA per database: an instance whose STORAGE_DIR lacks the one the database
      // already seals with would start a second CA (production refuses; README says what to share).
      const known = await db
        .selectFrom('signingCertificate')
        .select('fingerprint')
        .where('kind', '=', 'embedded-root')
        .execute();
      const strict = config.isProduction && known.length > 0;
      const found = await embeddedIdentity({
        storageDir: config.storageDir,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        now,
        mayCreate: !strict,
      });
      const mismatch = (fp: string | null) =>
        new SealConfigError(
          `This instance's embedded signing CA (${fp ? `fingerprint ${fp.slice(0, 16)}…` : 'none'} under STORAGE_DIR/.signing) ` +
            'is not the one this database already seals with. Give every instance the same STORAGE_DIR (or copy ' +
            'STORAGE_DIR/.signing from the first instance), or set SIGNING_P12 and SIGNING_P12_PASSWORD on every instance.',
        );
      if (!found) throw mismatch(null);
      identity = found;
      const rootFp = fingerprint(certificateDer(identity.root!));
      if (known.length > 0 && !known.some((k) => k.fingerprint === rootFp)) {
        if (strict) throw mismatch(rootFp);
        logger.warn('a second embedded signing CA was made for this database (its STORAGE_DIR/.signing was missing)');
      }
      await register('embedded-root', identity.root!);
      await register('embedded-seal', identity.key.certificate);
    }
    const warning = expiryWarning(identity, now);
    if (warning) logger.warn(warning);
    if (config.isProduction && identity.source === 'embedded')
      logger.warn(
        'Seals are made by the embedded CA: readers trust them once its root is imported (set SIGNING_P12 for a publicly trusted certificate).',
      );
    return identity;
  }

  const identity = () => (loading ??= load());

  async function crl(): Promise<Uint8Array | null> {
    const id = await identity();
    if (!id.ca) return null;
    const now = clock();
    if (!crlCache || now - crlCache.at > CRL_REFRESH_MS) {
      crlCache = { bytes: await issueCrl(id.ca, new Date(now - 60_000), CRL_VALIDITY_MS), at: now };
    }
    return crlCache.bytes;
  }

  async function validation(extraCerts: Uint8Array[] = []): Promise<ValidationData> {
    const id = await identity();
    const list = await crl();
    return {
      certs: [...[id.key.certificate, ...id.key.chain].map((c): Uint8Array => certificateDer(c)), ...extraCerts],
      crls: list ? [list] : [],
    };
  }

  async function addDocumentTimestamp(pdf: Uint8Array, extraCerts: Uint8Array[] = []): Promise<Uint8Array> {
    if (!tsa) throw new TsaUnavailable(['no TSA is configured']);
    const prepared = await files.run('prepareDocTimestamp', {
      pdf,
      fieldName: `Document timestamp ${new Date(clock()).toISOString()}`,
      validation: await validation(extraCerts),
    });
    return new Uint8Array(await signpdf.sign(Buffer.from(prepared), new DocTimestampSigner(tsa)));
  }

  return {
    /** Loads (or makes) the seal key and checks it; the server does not start when this throws. */
    load: () => identity().then(() => undefined),
    tsaConfigured: tsa !== null,

    /** What the worker writes into a new seal's dictionary: who, why, and the validation data. */
    async details(input: { fieldName: string; name: string; reason: string }): Promise<SealDetails> {
      return {
        ...input,
        location: config.publicUrl,
        contactInfo: config.supportEmail,
        validation: await validation(),
      };
    },

    /**
     * Signs a PDF the worker prepared (its placeholder in place). With a TSA: the signature
     * time-stamp, then a document time-stamp; when the TSAs fail, sealed now, time-stamped later.
     */
    async seal(prepared: Uint8Array): Promise<SealOutcome> {
      const signer = new PadesSigner(await identity(), tsa);
      let bytes: Uint8Array = new Uint8Array(await signpdf.sign(Buffer.from(prepared), signer));
      let state: SealState = tsa ? 'timestamp_pending' : 'sealed';
      let timestampError = signer.timestampError;
      if (tsa && signer.timestampedAt) {
        try {
          bytes = await addDocumentTimestamp(bytes, signer.tsaCertificates);
          state = 'timestamped';
        } catch (err) {
          if (!(err instanceof TsaUnavailable)) throw err;
          timestampError = err.message;
        }
      }
      if (timestampError) logger.warn({ err: timestampError }, 'time-stamp pending');
      return {
        bytes,
        sha256: hex(sha256(bytes)),
        state,
        timestampedAt: signer.timestampedAt?.getTime() ?? null,
        timestampError,
      };
    },

    /** A document time-stamp (and fresh validation data) over a sealed PDF; TsaUnavailable when no TSA answers. */
    addDocumentTimestamp,

    /** The CA a reader trusts to accept the seals (PEM), or null when the P12 came without its root. */
    async caPem(): Promise<string | null> {
      const id = await identity();
      return id.root ? derToPem(certificateDer(id.root), 'CERTIFICATE') : null;
    },

    /** The embedded CA's current CRL (DER), or null with a P12. */
    crl,

    /** Operator warnings (/healthz): a certificate within 30 days of its end. */
    async warnings(): Promise<string[]> {
      const warning = expiryWarning(await identity(), new Date(clock()));
      return warning ? [warning] : [];
    },

    /**
     * What /verify calls ours (DER): the embedded CA's roots (every seal certificate issued under
     * them, renewed ones included, must chain to one) and each P12 certificate this portal has
     * sealed with, itself: its chain may end at a public CA that seals for others as well.
     */
    async trustAnchors(): Promise<Uint8Array[]> {
      await identity();
      const rows = await db
        .selectFrom('signingCertificate')
        .select('pem')
        .where('kind', 'in', ['embedded-root', 'p12'])
        .execute();
      return rows.flatMap((r) => pemBlocks(r.pem, 'CERTIFICATE'));
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
export { TsaUnavailable };
