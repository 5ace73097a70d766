/**
 * Checks the signatures of an uploaded PDF, inside the file worker. Signatures are found by their
 * byte ranges in the raw file (as every validator hashes them), not by parsing the document, so a
 * file changed after sealing is still read: its seal then fails its digest. Each CMS is checked
 * by its own certificate, then that certificate's path to the portal's own trust anchors (the
 * server says which: its CA, the certificates it seals with) by PKI.js, never by its name.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { VerifiedSignature } from '../../../common/seal';
import {
  CMS_OID,
  digestOf,
  HASHES,
  readTimestampToken,
  type SignatureProblem,
  tstInfoBytes,
  verifySigner,
} from './cms';

/** A signature as checked here: its problem a code, worded where it is shown. */
export type CheckedSignature = Omit<VerifiedSignature, 'problem'> & { problem: SignatureProblem | null };
import { certificateDer, certificateFromDer, subjectLabel, toArrayBuffer } from './x509';

/** Beyond this many, a file is not one we would have made (and each costs a verification). */
const MAX_SIGNATURES = 20;
/** A signature dictionary's text is read this far around its byte range. */
const DICT_WINDOW = 4096;

interface Found {
  byteRange: [number, number, number, number];
  contents: Uint8Array;
  dict: string;
}

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.max(0, to - from)).toString('latin1');

function isHex(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/** Every /ByteRange whose gap is exactly a hex string: a signature's /Contents. */
function findSignatures(pdf: Uint8Array): Found[] {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const found: Found[] = [];
  let from = 0;
  for (;;) {
    const at = buffer.indexOf('/ByteRange', from, 'latin1');
    if (at < 0 || found.length >= MAX_SIGNATURES) break;
    from = at + 10;
    const m = /^\s*\[\s*(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s*\]/.exec(latin1(pdf, from, from + 80));
    if (!m) continue;
    const [a, b, c, d] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    if (a !== 0 || b <= 0 || c <= b + 1 || c + d > pdf.length) continue;
    if (pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) continue;
    let hexOk = true;
    for (let i = b + 1; i < c - 1 && hexOk; i += 1) hexOk = isHex(pdf[i]!);
    if (!hexOk || (c - b - 2) % 2 !== 0) continue;
    const contents = new Uint8Array(Buffer.from(latin1(pdf, b + 1, c - 1), 'hex'));
    // The dictionary around it, without the long hex string.
    const before = latin1(pdf, Math.max(0, Math.min(at, b) - DICT_WINDOW), b);
    const after = latin1(pdf, c, Math.min(pdf.length, c + DICT_WINDOW));
    const end = after.indexOf('endobj');
    const dict = before.slice(before.lastIndexOf(' obj') + 1) + (end >= 0 ? after.slice(0, end) : after);
    found.push({ byteRange: [a, b, c, d], contents, dict });
  }
  return found;
}

/** A PDF text string after `/Key` in the dictionary: literal (with escapes) or hex (PDFDocEncoding or UTF-16BE). */
function dictString(dict: string, key: string): string | null {
  const at = new RegExp(`/${key}\\s*([(<])`).exec(dict);
  if (!at) return null;
  let i = at.index + at[0].length;
  let raw = '';
  if (at[1] === '<') {
    const end = dict.indexOf('>', i);
    if (end < 0) return null;
    raw = Buffer.from(dict.slice(i, end).replace(/\s+/g, ''), 'hex').toString('latin1');
  } else {
    let depth = 1;
    while (i < dict.length && depth > 0) {
      const ch = dict[i]!;
      if (ch === '\\') {
        const next = dict[i + 1] ?? '';
        const escapes: Record<string, string> = {
          n: '\n',
          r: '\r',
          t: '\t',
          b: '\b',
          f: '\f',
          '(': '(',
          ')': ')',
          '\\': '\\',
        };
        if (/[0-7]/.test(next)) {
          const oct = /^[0-7]{1,3}/.exec(dict.slice(i + 1))![0];
          raw += String.fromCharCode(parseInt(oct, 8));
          i += 1 + oct.length;
          continue;
        }
        raw += escapes[next] ?? next;
        i += 2;
        continue;
      }
      if (ch === '(') depth += 1;
      if (ch === ')') depth -= 1;
      if (depth > 0) raw += ch;
      i += 1;
    }
  }
  if (raw.startsWith('\u00fe\u00ff')) return Buffer.from(raw.slice(2), 'latin1').swap16().toString('utf16le');
  return raw;
}

/** A PDF date (D:YYYYMMDDHHmmSSOHH'mm) as ISO 8601, or null. */
function pdfDate(text: string | null): string | null {
  const m = text && /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(text);
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = !sign || sign.toUpperCase() === 'Z' ? 'Z' : `${sign}${oh}:${om}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function signedData(contents: Uint8Array): pkijs.SignedData {
  const parsed = asn1js.fromBER(toArrayBuffer(contents));
  if (parsed.offset === -1) throw new Error('not DER');
  const info = new pkijs.ContentInfo({ schema: parsed.result });
  if (info.contentType !== CMS_OID.signedData) throw new Error('not a CMS SignedData');
  return new pkijs.SignedData({ schema: info.content });
}

/**
 * Whether `cert` is one of `anchors`, or chains through the CMS's certificates to one of them at
 * `at` (PKI.js path validation: each certificate's signature by its issuer's key, CA flags, dates).
 */
async function chainsTo(
  cert: pkijs.Certificate,
  carried: pkijs.Certificate[],
  anchors: pkijs.Certificate[],
  at: Date,
): Promise<boolean> {
  const der = Buffer.from(certificateDer(cert));
  if (anchors.some((a) => der.equals(certificateDer(a)))) return true;
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: anchors,
    // The engine takes the last certificate as the one to validate.
    certs: [...carried.filter((c) => c !== cert), cert],
    checkDate: at,
  });
  return (await engine.verify().catch(() => ({ result: false }))).result;
}

const carriedCertificates = (cms: pkijs.SignedData) =>
  (cms.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);

async function checkOne(pdf: Uint8Array, sig: Found, anchors: pkijs.Certificate[]): Promise<CheckedSignature> {
  const [, b, c, d] = sig.byteRange;
  const ranges = [pdf.subarray(0, b), pdf.subarray(c, c + d)];
  const base: CheckedSignature = {
    kind: /\/Type\s*\/DocTimeStamp|\/SubFilter\s*\/ETSI\.RFC3161/.test(sig.dict) ? 'document-timestamp' : 'signature',
    valid: false,
    wholeDocument: c + d === pdf.length,
    signer: null,
    ourCa: false,
    name: dictString(sig.dict, 'Name'),
    reason: dictString(sig.dict, 'Reason'),
    claimedAt: pdfDate(dictString(sig.dict, 'M')),
    timestampedAt: null,
    problem: null,
  };
  let cms: pkijs.SignedData;
  try {
    cms = signedData(sig.contents);
  } catch {
    return { ...base, problem: 'unreadable' };
  }
  const isToken = cms.encapContentInfo.eContentType === CMS_OID.tstInfo;
  if (isToken) {
    // A document time-stamp: the TSA signed the hash of the byte ranges.
    const token = readTimestampToken(
      new Uint8Array(
        new pkijs.ContentInfo({ contentType: CMS_OID.signedData, content: cms.toSchema(true) }).toSchema().toBER(false),
      ),
    );
    const imprintHash = HASHES[token.tstInfo.messageImprint.hashAlgorithm.algorithmId];
    const check = await verifySigner(cms, (hash) => digestOf(hash, tstInfoBytes(cms)));
    const imprintOk = imprintHash && Buffer.from(token.imprint).equals(Buffer.from(digestOf(imprintHash, ...ranges)));
    return {
      ...base,
      kind: 'document-timestamp',
      valid: check.valid && Boolean(imprintOk),
      signer: check.certificate ? subjectLabel(check.certificate) : null,
      timestampedAt: token.genTime.toISOString(),
      problem: !imprintOk ? 'changed-after-timestamp' : (check.problem ?? null),
    };
  }
  const check = await verifySigner(cms, (hash) => digestOf(hash, ...ranges));
  let timestampedAt: string | null = null;
  const info = cms.signerInfos[0];
  const tokenAttr = info?.unsignedAttrs?.attributes.find((a) => a.type === CMS_OID.signatureTimeStampToken);
  if (info && tokenAttr?.values[0]) {
    try {
      const token = readTimestampToken(new Uint8Array(tokenAttr.values[0].toBER(false)));
      const value = new Uint8Array(info.signature.valueBlock.valueHexView);
      const imprintHash = HASHES[token.tstInfo.messageImprint.hashAlgorithm.algorithmId];
      const tokenCheck = await verifySigner(token.signedData, (hash) => digestOf(hash, tstInfoBytes(token.signedData)));
      if (
        imprintHash &&
        tokenCheck.valid &&
        Buffer.from(token.imprint).equals(Buffer.from(digestOf(imprintHash, value)))
      )
        timestampedAt = token.genTime.toISOString();
    } catch {
      // An unreadable token gives no trusted time; the signature itself is judged on its own.
    }
  }
  // A seal's certificate is checked at its trusted time, else the time it claims.
  const at = new Date(timestampedAt ?? base.claimedAt ?? Date.now());
  return {
    ...base,
    kind: 'signature',
    valid: check.valid,
    signer: check.certificate ? subjectLabel(check.certificate) : null,
    ourCa: check.certificate ? await chainsTo(check.certificate, carriedCertificates(cms), anchors, at) : false,
    timestampedAt,
    problem: check.problem ?? null,
  };
}

/**
 * Every signature of the file in the order they were made (by where their ranges end), each seal
 * with whether its certificate is, or chains to, one of `anchors` (DER).
 */
export async function checkSignatures(pdf: Uint8Array, anchors: Uint8Array[]): Promise<CheckedSignature[]> {
  const found = findSignatures(pdf).sort((x, y) => x.byteRange[2] + x.byteRange[3] - (y.byteRange[2] + y.byteRange[3]));
  const trusted = anchors.map(certificateFromDer);
  const out: CheckedSignature[] = [];
  for (const sig of found) out.push(await checkOne(pdf, sig, trusted));
  return out;
}
