/**
 * The key every completed PDF is sealed with (docs/architecture.md §3):
 * - the employer's PKCS#12 (SIGNING_P12, SIGNING_P12_PASSWORD), modern (PBES2/AES, SHA-256 MAC)
 *   or legacy (RC2/3DES, SHA-1 MAC) alike: node-forge reads both, OpenSSL 3 no longer reads RC2;
 * - or, with none configured, an embedded CA made on first start under STORAGE_DIR/.signing: a
 *   root (published at /.well-known/signing-ca.pem) and a seal certificate for the site name,
 *   whose CRL the root signs (/.well-known/signing-ca.crl).
 * A certificate that is expired or not yet valid stops the start; 30 days before expiry it warns.
 * Past 300 lines because loading, checking and creating the key and its certificates follow one set of
 * rules.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type * as pkijs from 'pkijs';
import { ConfigError } from '../../config';
import type { SealSigningKey } from './cms';
import {
  certificateDer,
  certificateFromDer,
  derToPem,
  EC_P256,
  exportPkcs8,
  generateEcKeyPair,
  issueCertificate,
  pemBlocks,
  subjectLabel,
  subtle,
  toArrayBuffer,
} from './x509';

const DAY = 86_400_000;
/** A certificate this close to its end is reported (log and /healthz). */
const EXPIRY_WARNING_MS = 30 * DAY;
const ROOT_VALIDITY_MS = 20 * 365 * DAY;
const SEAL_VALIDITY_MS = 3 * 365 * DAY;
/** The embedded seal certificate is renewed (same root) once this close to its end. */
const RENEW_BEFORE_MS = 60 * DAY;

export interface SealIdentity {
  source: 'p12' | 'embedded';
  key: SealSigningKey;
  /** The top of the chain, published at /.well-known/signing-ca.pem (null: a P12 without its chain). */
  root: pkijs.Certificate | null;
  /** The embedded CA's own key, which signs its CRL (null for a P12). */
  ca: { certificate: pkijs.Certificate; privateKey: CryptoKey } | null;
  /** Where the embedded CA's CRL is published (null for a P12). */
  crlUrl: string | null;
}

export class SealConfigError extends ConfigError {}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Refuses a certificate outside its validity: it would make every seal invalid. */
function assertValid(cert: pkijs.Certificate, now: Date, what: string): void {
  const from = cert.notBefore.value;
  const until = cert.notAfter.value;
  if (until.getTime() <= now.getTime())
    throw new SealConfigError(
      `${what} (${subjectLabel(cert)}) expired on ${isoDay(until)}. Every seal made with it would be invalid: ` +
        'replace it, or unset SIGNING_P12 to seal with the embedded CA.',
    );
  if (from.getTime() > now.getTime())
    throw new SealConfigError(
      `${what} (${subjectLabel(cert)}) is not valid before ${isoDay(from)}. Check the server's clock or the certificate.`,
    );
}

/** A warning when the seal certificate (or one above it) ends within 30 days, else null. */
export function expiryWarning(identity: SealIdentity, now: Date): string | null {
  for (const cert of [identity.key.certificate, ...identity.key.chain]) {
    const left = cert.notAfter.value.getTime() - now.getTime();
    if (left <= EXPIRY_WARNING_MS) {
      const days = Math.max(0, Math.ceil(left / DAY));
      return `The signing certificate ${subjectLabel(cert)} expires on ${isoDay(cert.notAfter.value)} (in ${days} days).`;
    }
  }
  return null;
}

/** WebCrypto parameters for a private key (RSA PKCS#1 v1.5 or ECDSA, with SHA-256). */
function signingAlgorithm(key: KeyObject): RsaHashedImportParams | EcKeyImportParams {
  if (key.asymmetricKeyType === 'rsa') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  if (key.asymmetricKeyType === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    const namedCurve =
      curve === 'prime256v1' ? 'P-256' : curve === 'secp384r1' ? 'P-384' : curve === 'secp521r1' ? 'P-521' : null;
    if (namedCurve) return { name: 'ECDSA', namedCurve };
  }
  throw new SealConfigError(
    `The key in SIGNING_P12 is of a type that cannot seal PDFs (${key.asymmetricKeyType ?? 'unknown'}): use RSA or ECDSA (P-256, P-384, P-521).`,
  );
}

async function importSigningKey(pkcs8: Uint8Array): Promise<{ cryptoKey: CryptoKey; spki: Buffer }> {
  const keyObject = createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' });
  const cryptoKey = await subtle.importKey('pkcs8', toArrayBuffer(pkcs8), signingAlgorithm(keyObject), false, ['sign']);
  return { cryptoKey, spki: createPublicKey(keyObject).export({ type: 'spki', format: 'der' }) };
}

const spkiOf = (cert: pkijs.Certificate) => Buffer.from(cert.subjectPublicKeyInfo.toSchema().toBER(false));

/** Orders the certificates above `leaf`: its issuer, that one's issuer, … (as far as the bundle goes). */
function chainAbove(leaf: pkijs.Certificate, others: pkijs.Certificate[]): pkijs.Certificate[] {
  const chain: pkijs.Certificate[] = [];
  let current = leaf;
  const left = [...others];
  for (;;) {
    if (current.issuer.isEqual(current.subject)) break;
    const at = left.findIndex((c) => c.subject.isEqual(current.issuer));
    if (at < 0) break;
    current = left.splice(at, 1)[0]!;
    chain.push(current);
  }
  return chain;
}

/** The bytes of SIGNING_P12: a file path, or the file itself in base64. */
export async function readP12(value: string): Promise<Uint8Array> {
  const file = await fs.readFile(value).catch(() => null);
  if (file) return new Uint8Array(file);
  const compact = value.replace(/\s+/g, '');
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(compact) && compact.length >= 64)
    return new Uint8Array(Buffer.from(compact, 'base64'));
  throw new SealConfigError('SIGNING_P12 is neither a readable file nor a base64-encoded PKCS#12 file.');
}

/** Opens the employer's PKCS#12 and checks every certificate of its chain. */
export async function loadP12(bytes: Uint8Array, password: string, now: Date): Promise<SealIdentity> {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(bytes).toString('binary')), false, password);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/MAC could not be verified|wrong password|Invalid password/i.test(message))
      throw new SealConfigError('SIGNING_P12_PASSWORD does not open SIGNING_P12 (the password is wrong).');
    throw new SealConfigError(`SIGNING_P12 is not a PKCS#12 file this server can read (${message}).`);
  }
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bagsOf(forge.pki.oids.keyBag!)];
  const certBags = bagsOf(forge.pki.oids.certBag!);
  // forge decodes RSA keys and certificates; others (ECDSA) come as their ASN.1, which WebCrypto reads.
  const keyDer = (bag: forge.pkcs12.Bag) =>
    new Uint8Array(
      Buffer.from(
        forge.asn1
          .toDer(
            bag.key
              ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key as forge.pki.rsa.PrivateKey))
              : bag.asn1,
          )
          .getBytes(),
        'binary',
      ),
    );
  const certs = certBags.map((bag) =>
    certificateFromDer(
      new Uint8Array(
        Buffer.from(forge.asn1.toDer(bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1).getBytes(), 'binary'),
      ),
    ),
  );
  if (keyBags.length === 0) throw new SealConfigError('SIGNING_P12 holds no private key.');
  const { cryptoKey, spki } = await importSigningKey(keyDer(keyBags[0]!));
  const leaf = certs.find((c) => spkiOf(c).equals(spki));
  if (!leaf) throw new SealConfigError('SIGNING_P12 holds no certificate for its private key.');
  const chain = chainAbove(
    leaf,
    certs.filter((c) => c !== leaf),
  );
  assertValid(leaf, now, 'The signing certificate in SIGNING_P12');
  for (const cert of chain) assertValid(cert, now, 'A certificate of the chain in SIGNING_P12');
  // A self-signed certificate is its own root.
  const top = chain.at(-1) ?? leaf;
  return {
    source: 'p12',
    key: { privateKey: cryptoKey, certificate: leaf, chain },
    root: top && top.issuer.isEqual(top.subject) ? top : null,
    ca: null,
    crlUrl: null,
  };
}

interface EmbeddedFile {
  version: 1;
  root: string;
  rootKey: string;
  seal: string;
  sealKey: string;
}

/** Where the embedded CA lives: a dot directory, never listed (nor swept) as a stored file. */
const embeddedDir = (storageDir: string) => path.join(storageDir, '.signing');
const EMBEDDED_FILE = 'embedded-ca.json';

async function issueSeal(
  root: { certificate: pkijs.Certificate; privateKey: CryptoKey },
  site: { siteName: string; crlUrl: string },
  now: Date,
) {
  const keys = await generateEcKeyPair();
  const certificate = await issueCertificate({
    subject: { commonName: `${site.siteName} Document Seal`, organization: site.siteName },
    publicKey: keys.publicKey,
    issuer: root,
    notBefore: new Date(now.getTime() - 60_000),
    notAfter: new Date(now.getTime() + SEAL_VALIDITY_MS),
    ca: false,
    crlUrl: site.crlUrl,
  });
  return {
    seal: derToPem(certificateDer(certificate), 'CERTIFICATE'),
    sealKey: derToPem(await exportPkcs8(keys.privateKey), 'PRIVATE KEY'),
  };
}

async function createEmbedded(site: { siteName: string; crlUrl: string }, now: Date): Promise<EmbeddedFile> {
  const keys = await generateEcKeyPair();
  const certificate = await issueCertificate({
    subject: { commonName: `${site.siteName} Signing Root CA`, organization: site.siteName },
    publicKey: keys.publicKey,
    issuer: { privateKey: keys.privateKey },
    notBefore: new Date(now.getTime() - 60_000),
    notAfter: new Date(now.getTime() + ROOT_VALIDITY_MS),
    ca: true,
  });
  return {
    version: 1,
    root: derToPem(certificateDer(certificate), 'CERTIFICATE'),
    rootKey: derToPem(await exportPkcs8(keys.privateKey), 'PRIVATE KEY'),
    ...(await issueSeal({ certificate, privateKey: keys.privateKey }, site, now)),
  };
}

/** Writes `file` unless another process got there first (link fails on an existing name). */
async function writeOnce(dir: string, content: EmbeddedFile): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.tmp-${process.pid}-${Date.now()}`);
  await fs.writeFile(temp, JSON.stringify(content), { mode: 0o600 });
  try {
    await fs.link(temp, path.join(dir, EMBEDDED_FILE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.rm(temp, { force: true });
  }
}

async function replace(dir: string, content: EmbeddedFile): Promise<void> {
  const temp = path.join(dir, `.tmp-${process.pid}-${Date.now()}`);
  await fs.writeFile(temp, JSON.stringify(content), { mode: 0o600 });
  await fs.rename(temp, path.join(dir, EMBEDDED_FILE));
}

async function readEmbedded(storageDir: string): Promise<EmbeddedFile | null> {
  const text = await fs.readFile(path.join(embeddedDir(storageDir), EMBEDDED_FILE), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as EmbeddedFile) : null;
}

/**
 * The embedded CA under STORAGE_DIR: read, or made when absent and `mayCreate` (the caller says
 * no when the database already knows another CA), its seal certificate renewed near its end.
 */
export async function embeddedIdentity(options: {
  storageDir: string;
  siteName: string;
  publicUrl: string;
  now: Date;
  mayCreate: boolean;
}): Promise<SealIdentity | null> {
  const dir = embeddedDir(options.storageDir);
  const site = { siteName: options.siteName, crlUrl: `${options.publicUrl}/.well-known/signing-ca.crl` };
  let file = await readEmbedded(options.storageDir);
  if (!file) {
    if (!options.mayCreate) return null;
    await writeOnce(dir, await createEmbedded(site, options.now));
    file = (await readEmbedded(options.storageDir))!;
  }
  const root = certificateFromDer(pemBlocks(file.root, 'CERTIFICATE')[0]!);
  const rootKey = await subtle.importKey(
    'pkcs8',
    toArrayBuffer(pemBlocks(file.rootKey, 'PRIVATE KEY')[0]!),
    EC_P256,
    false,
    ['sign'],
  );
  assertValid(root, options.now, 'The embedded signing root CA');
  let seal = certificateFromDer(pemBlocks(file.seal, 'CERTIFICATE')[0]!);
  if (seal.notAfter.value.getTime() - options.now.getTime() < RENEW_BEFORE_MS) {
    file = { ...file, ...(await issueSeal({ certificate: root, privateKey: rootKey }, site, options.now)) };
    await replace(dir, file);
    seal = certificateFromDer(pemBlocks(file.seal, 'CERTIFICATE')[0]!);
  }
  const { cryptoKey } = await importSigningKey(pemBlocks(file.sealKey, 'PRIVATE KEY')[0]!);
  return {
    source: 'embedded',
    key: { privateKey: cryptoKey, certificate: seal, chain: [root] },
    root,
    ca: { certificate: root, privateKey: rootKey },
    crlUrl: site.crlUrl,
  };
}
