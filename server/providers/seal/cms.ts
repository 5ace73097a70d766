/**
 * The CMS of a PAdES seal (ETSI EN 319 142-1 baseline): a detached SignedData over the PDF's byte
 * ranges with the signed attributes PAdES asks for (content type, message digest, ESS
 * signing-certificate-v2; no signing-time: the claimed time is the signature dictionary's /M),
 * and, at B-T, the RFC 3161 signature time-stamp as an unsigned attribute. Built with PKI.js:
 * node-forge's PKCS#7 writer encodes only three signed attributes and no unsigned ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateDer, toArrayBuffer } from './x509';

export const CMS_OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

/** The key a seal is made with: its certificate and the chain above it (root last). */
export interface SealSigningKey {
  privateKey: CryptoKey;
  certificate: pkijs.Certificate;
  chain: pkijs.Certificate[];
}

export const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

function attribute(type: string, value: asn1js.BaseBlock): pkijs.Attribute {
  return new pkijs.Attribute({ type, values: [value] });
}

/** ESS signing-certificate-v2 (RFC 5035): binds the signature to exactly this certificate. */
function signingCertificateV2(cert: pkijs.Certificate): asn1js.Sequence {
  const issuerSerial = new pkijs.IssuerSerial({
    issuer: new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: cert.issuer })] }),
    serialNumber: cert.serialNumber,
  });
  const essCertIdV2 = new asn1js.Sequence({
    // hashAlgorithm is left out: SHA-256 is its DEFAULT.
    value: [new asn1js.OctetString({ valueHex: toArrayBuffer(sha256(certificateDer(cert))) }), issuerSerial.toSchema()],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

/** DER orders a SET OF by its members' encodings; verifiers hash the attributes as sent. */
function derSorted(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  const encoded = attributes.map((a) => ({ a, der: Buffer.from(a.toSchema().toBER(false)) }));
  return encoded.sort((x, y) => Buffer.compare(x.der, y.der)).map((x) => x.a);
}

export interface CmsResult {
  cms: Uint8Array;
  /** The signature time-stamp's time, when a TSA answered. */
  timestampedAt: Date | null;
}

/**
 * Signs `digest` (SHA-256 of the PDF's byte ranges). `timestamp` is asked for a token over the
 * signature value; null (the TSA is down) leaves the seal at B-B and the caller queues a retry.
 */
export async function padesCms(
  digest: Uint8Array,
  key: SealSigningKey,
  timestamp?: (imprint: Uint8Array) => Promise<Uint8Array | null>,
): Promise<CmsResult> {
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: key.certificate.issuer,
      serialNumber: key.certificate.serialNumber,
    }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: derSorted([
        attribute(CMS_OID.contentType, new asn1js.ObjectIdentifier({ value: CMS_OID.data })),
        attribute(CMS_OID.messageDigest, new asn1js.OctetString({ valueHex: toArrayBuffer(digest) })),
        attribute(CMS_OID.signingCertificateV2, signingCertificateV2(key.certificate)),
      ]),
    }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: CMS_OID.data }),
    signerInfos: [signerInfo],
    certificates: [key.certificate, ...key.chain],
  });
  await signedData.sign(key.privateKey, 0, 'SHA-256');
  let timestampedAt: Date | null = null;
  if (timestamp) {
    const token = await timestamp(sha256(new Uint8Array(signerInfo.signature.valueBlock.valueHexView)));
    if (token) {
      timestampedAt = readTimestampToken(token).genTime;
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [attribute(CMS_OID.signatureTimeStampToken, asn1js.fromBER(toArrayBuffer(token)).result)],
      });
    }
  }
  const contentInfo = new pkijs.ContentInfo({ contentType: CMS_OID.signedData, content: signedData.toSchema(true) });
  return { cms: new Uint8Array(contentInfo.toSchema().toBER(false)), timestampedAt };
}

/** A positive 64-bit nonce (DER integers are signed). */
export function newNonce(): Uint8Array {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  return nonce;
}

/** An RFC 3161 request for a SHA-256 imprint, asking for the TSA's certificate in the token. */
export function timestampRequest(imprint: Uint8Array, nonce: Uint8Array): Uint8Array {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: CMS_OID.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(imprint) }),
    }),
    nonce: new asn1js.Integer({ valueHex: toArrayBuffer(nonce) }),
    certReq: true,
  });
  return new Uint8Array(request.toSchema().toBER(false));
}

export interface TimestampToken {
  genTime: Date;
  imprint: Uint8Array;
  nonce: bigint | null;
  signedData: pkijs.SignedData;
  tstInfo: pkijs.TSTInfo;
  certificates: pkijs.Certificate[];
}

/** Reads a TimeStampToken (a ContentInfo of SignedData over a TSTInfo); throws on anything else. */
export function readTimestampToken(der: Uint8Array): TimestampToken {
  const contentInfo = pkijs.ContentInfo.fromBER(toArrayBuffer(der));
  if (contentInfo.contentType !== CMS_OID.signedData) throw new Error('not a SignedData');
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  if (signedData.encapContentInfo.eContentType !== CMS_OID.tstInfo || !signedData.encapContentInfo.eContent)
    throw new Error('not a time-stamp token');
  const tstInfo = pkijs.TSTInfo.fromBER(signedData.encapContentInfo.eContent.getValue());
  return {
    genTime: tstInfo.genTime,
    imprint: new Uint8Array(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView),
    nonce: tstInfo.nonce ? tstInfo.nonce.toBigInt() : null,
    signedData,
    tstInfo,
    certificates: (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate),
  };
}

/** The token of a TSA's reply, checked against what was asked (status, imprint, nonce, signature). */
export async function tokenFromReply(reply: Uint8Array, imprint: Uint8Array, nonce: Uint8Array): Promise<Uint8Array> {
  const response = pkijs.TimeStampResp.fromBER(toArrayBuffer(reply));
  // granted (0) or grantedWithMods (1)
  if (response.status.status > 1 || !response.timeStampToken)
    throw new Error(`the TSA refused (status ${response.status.status})`);
  const token = new Uint8Array(response.timeStampToken.toSchema().toBER(false));
  const read = readTimestampToken(token);
  if (!Buffer.from(read.imprint).equals(Buffer.from(imprint))) throw new Error('the TSA stamped another imprint');
  if (read.nonce !== BigInt(`0x${Buffer.from(nonce).toString('hex')}`))
    throw new Error('the TSA answered another nonce');
  const check = await verifySigner(read.signedData, (hash) => digestOf(hash, tstInfoBytes(read.signedData)));
  if (!check.valid) throw new Error(`the TSA token does not verify (${check.problem})`);
  return token;
}

/** Node's names of the digest algorithms a CMS may name. */
export const HASHES: Record<string, string> = {
  [CMS_OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

export function digestOf(hash: string, ...parts: Uint8Array[]): Uint8Array {
  const h = createHash(hash);
  for (const part of parts) h.update(part);
  return new Uint8Array(h.digest());
}

/** The DER of a token's TSTInfo (what its signer's message digest covers). */
export function tstInfoBytes(signedData: pkijs.SignedData): Uint8Array {
  const content = signedData.encapContentInfo.eContent;
  return content ? new Uint8Array(content.getValue()) : new Uint8Array();
}

/**
 * Why a signature does not verify: a code, worded in the reader's language where it is shown
 * (server/features/seal/verify-seal.ts), since the checks run in the file pool.
 */
export type SignatureProblem =
  | 'no-signer'
  | 'missing-certificate'
  | 'unsupported-digest'
  | 'no-signed-attributes'
  | 'digest-mismatch'
  | 'bad-signature'
  | 'unreadable'
  | 'changed-after-timestamp';

export interface SignerCheck {
  valid: boolean;
  /** The certificate that made the signature, when the CMS carries it. */
  certificate: pkijs.Certificate | null;
  problem?: SignatureProblem;
}

/** The signer's certificate, found by the SignerInfo's issuer and serial number or key identifier. */
function signerCertificate(signedData: pkijs.SignedData, info: pkijs.SignerInfo): pkijs.Certificate | null {
  const certs = (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const sid = info.sid as pkijs.IssuerAndSerialNumber | asn1js.OctetString;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certs.find((c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber)) ?? null;
  }
  return null;
}

/**
 * Checks the first SignerInfo: its message digest attribute against `contentDigest` (computed by
 * the caller with the named hash over what was signed) and its signature over the signed
 * attributes with the signer certificate's key.
 */
export async function verifySigner(
  signedData: pkijs.SignedData,
  contentDigest: (hash: string) => Uint8Array,
): Promise<SignerCheck> {
  const info = signedData.signerInfos[0];
  if (!info) return { valid: false, certificate: null, problem: 'no-signer' };
  const certificate = signerCertificate(signedData, info);
  if (!certificate) return { valid: false, certificate: null, problem: 'missing-certificate' };
  const hash = HASHES[info.digestAlgorithm.algorithmId];
  if (!hash) return { valid: false, certificate, problem: 'unsupported-digest' };
  if (!info.signedAttrs) return { valid: false, certificate, problem: 'no-signed-attributes' };
  const md = info.signedAttrs.attributes.find((a) => a.type === CMS_OID.messageDigest)?.values[0];
  const claimed = md instanceof asn1js.OctetString ? Buffer.from(md.valueBlock.valueHexView) : null;
  if (!claimed || !claimed.equals(Buffer.from(contentDigest(hash))))
    return { valid: false, certificate, problem: 'digest-mismatch' };
  const engine = pkijs.getCrypto(true);
  const verified = await engine
    .verifyWithPublicKey(
      info.signedAttrs.encodedValue,
      info.signature,
      certificate.subjectPublicKeyInfo,
      info.signatureAlgorithm,
      hash.toUpperCase().replace('SHA', 'SHA-'),
    )
    .catch(() => false);
  return verified ? { valid: true, certificate } : { valid: false, certificate, problem: 'bad-signature' };
}
