/**
 * Certificates and revocation lists of the embedded signing CA, made with PKI.js over the
 * platform's WebCrypto (ECDSA P-256: keys are made in milliseconds on first start, and every
 * PDF reader that validates PAdES accepts them).
 */
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { sha256Hex } from '../../lib/tokens';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }));

export const EC_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  crlDistributionPoints: '2.5.29.31',
  crlNumber: '2.5.29.20',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  documentSigning: '1.3.6.1.4.1.311.10.3.12',
  adobeAuthenticDocuments: '1.2.840.113583.1.1.5',
} as const;

export const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export function derToPem(der: Uint8Array, label: string): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** Every PEM block of `label` in `text`, as DER. */
export function pemBlocks(text: string, label: string): Uint8Array[] {
  const re = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`, 'g');
  return [...text.matchAll(re)].map((m) => new Uint8Array(Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64')));
}

export function certificateFromDer(der: Uint8Array): pkijs.Certificate {
  return pkijs.Certificate.fromBER(toArrayBuffer(der));
}

export const certificateDer = (cert: pkijs.Certificate) => new Uint8Array(cert.toSchema(true).toBER(false));

export const fingerprint = (der: Uint8Array) => sha256Hex(der);

/** The value of one attribute (CN, O) of a name, or null. */
function nameAttribute(name: pkijs.RelativeDistinguishedNames, oid: string): string | null {
  const found = name.typesAndValues.find((tv) => tv.type === oid);
  const value = found?.value as { valueBlock?: { value?: unknown } } | undefined;
  return typeof value?.valueBlock?.value === 'string' ? value.valueBlock.value : null;
}

/** "CN, O" of a certificate's subject (what a reader's signature panel shows). */
export function subjectLabel(cert: pkijs.Certificate): string {
  const cn = nameAttribute(cert.subject, OID.commonName);
  const o = nameAttribute(cert.subject, OID.organization);
  return [cn, o && o !== cn ? o : null].filter(Boolean).join(', ') || 'unnamed certificate';
}

interface CertName {
  commonName: string;
  organization: string;
}

/** O, then CN, each its own RDN (PKI.js would put both in one multi-valued RDN: "O=…+CN=…"). */
function distinguishedName(name: CertName): pkijs.RelativeDistinguishedNames {
  const rdn = (type: string, value: string) =>
    new asn1js.Set({
      value: [new pkijs.AttributeTypeAndValue({ type, value: new asn1js.Utf8String({ value }) }).toSchema()],
    });
  const sequence = new asn1js.Sequence({
    value: [rdn(OID.organization, name.organization), rdn(OID.commonName, name.commonName)],
  });
  return pkijs.RelativeDistinguishedNames.fromBER(sequence.toBER(false));
}

/** RFC 5280: UTCTime through 2049, GeneralizedTime after. */
const time = (at: Date) => new pkijs.Time({ type: at.getUTCFullYear() < 2050 ? 0 : 1, value: at });

/** A positive 128-bit serial number. */
function serialNumber(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: toArrayBuffer(bytes) });
}

/** RFC 5280 4.2.1.2 method 1: SHA-1 of the subject public key's bits. */
function keyIdentifier(spki: pkijs.PublicKeyInfo): ArrayBuffer {
  const bits = new Uint8Array(spki.subjectPublicKey.valueBlock.valueHexView);
  return toArrayBuffer(createHash('sha1').update(bits).digest());
}

const extension = (extnID: string, critical: boolean, value: { toSchema(): asn1js.BaseBlock } | asn1js.BaseBlock) =>
  new pkijs.Extension({
    extnID,
    critical,
    extnValue: ('toSchema' in value ? value.toSchema() : value).toBER(false),
  });

export interface IssueOptions {
  subject: CertName;
  publicKey: CryptoKey;
  /** The issuer's certificate (absent for a self-signed root) and private key. */
  issuer: { certificate?: pkijs.Certificate; privateKey: CryptoKey };
  notBefore: Date;
  notAfter: Date;
  ca: boolean;
  /** Where relying parties fetch the issuer's CRL (certificates the CA issues). */
  crlUrl?: string;
}

export async function issueCertificate(options: IssueOptions): Promise<pkijs.Certificate> {
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = serialNumber();
  cert.subject = distinguishedName(options.subject);
  cert.issuer = options.issuer.certificate ? options.issuer.certificate.subject : cert.subject;
  cert.notBefore = time(options.notBefore);
  cert.notAfter = time(options.notAfter);
  await cert.subjectPublicKeyInfo.importKey(options.publicKey);
  const issuerSpki = options.issuer.certificate?.subjectPublicKeyInfo ?? cert.subjectPublicKeyInfo;
  // keyCertSign + cRLSign for the CA; digitalSignature + nonRepudiation for the seal.
  const usage = options.ca ? { bits: 0x06, unused: 1 } : { bits: 0xc0, unused: 6 };
  cert.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: options.ca })),
    extension(
      OID.keyUsage,
      true,
      new asn1js.BitString({ valueHex: new Uint8Array([usage.bits]).buffer, unusedBits: usage.unused }),
    ),
    extension(
      OID.subjectKeyIdentifier,
      false,
      new asn1js.OctetString({ valueHex: keyIdentifier(cert.subjectPublicKeyInfo) }),
    ),
    extension(
      OID.authorityKeyIdentifier,
      false,
      new pkijs.AuthorityKeyIdentifier({
        keyIdentifier: new asn1js.OctetString({ valueHex: keyIdentifier(issuerSpki) }),
      }),
    ),
  ];
  if (!options.ca) {
    // Adobe and NSS accept a document-signing certificate by these purposes.
    cert.extensions.push(
      extension(
        OID.extKeyUsage,
        false,
        new pkijs.ExtKeyUsage({ keyPurposes: [OID.emailProtection, OID.documentSigning, OID.adobeAuthenticDocuments] }),
      ),
    );
  }
  if (options.crlUrl) {
    cert.extensions.push(
      extension(
        OID.crlDistributionPoints,
        false,
        new pkijs.CRLDistributionPoints({
          distributionPoints: [
            new pkijs.DistributionPoint({
              distributionPoint: [new pkijs.GeneralName({ type: 6, value: options.crlUrl })],
            }),
          ],
        }),
      ),
    );
  }
  await cert.sign(options.issuer.privateKey, 'SHA-256');
  return cert;
}

/** A CRL of the CA: nothing revoked, valid for `validForMs`, numbered by its time. */
export async function issueCrl(
  ca: { certificate: pkijs.Certificate; privateKey: CryptoKey },
  at: Date,
  validForMs: number,
): Promise<Uint8Array> {
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = ca.certificate.subject;
  crl.thisUpdate = time(at);
  crl.nextUpdate = time(new Date(at.getTime() + validForMs));
  crl.crlExtensions = new pkijs.Extensions({
    extensions: [
      extension(
        OID.authorityKeyIdentifier,
        false,
        new pkijs.AuthorityKeyIdentifier({
          keyIdentifier: new asn1js.OctetString({ valueHex: keyIdentifier(ca.certificate.subjectPublicKeyInfo) }),
        }),
      ),
      extension(OID.crlNumber, false, new asn1js.Integer({ value: Math.floor(at.getTime() / 1000) })),
    ],
  });
  await crl.sign(ca.privateKey, 'SHA-256');
  return new Uint8Array(crl.toSchema(true).toBER(false));
}

export const subtle = webcrypto.subtle;

export async function generateEcKeyPair(): Promise<CryptoKeyPair> {
  return (await subtle.generateKey(EC_P256, true, ['sign', 'verify'])) as CryptoKeyPair;
}

export async function exportPkcs8(key: CryptoKey): Promise<Uint8Array> {
  return new Uint8Array(await subtle.exportKey('pkcs8', key));
}
