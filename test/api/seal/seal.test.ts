/**
 * Seals anyone can verify (PAdES): every completed PDF carries a signature that poppler's pdfsig
 * (the outside verifier) reports valid over the whole file, an RFC 3161 time-stamp from a real TSA
 * on loopback when one is configured (retried through a queue while it is down), and the public
 * verify page leads with one verdict: whether this portal sealed the file (a seal under its own
 * CA, and its record of the file), then whether it changed since; a seal by another installation
 * under our very names is not ours.
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import { execFile } from 'node:child_process';
import { readdirSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { SIGNING_CA_PATH, SIGNING_CRL_PATH, VERIFY_MESSAGES, type VerifyResult } from '../../../common/seal';
import { CMS_OID, readTimestampToken } from '../../../server/providers/seal/cms';
import { toArrayBuffer } from '../../../server/providers/seal/x509';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startTestTsa, type TestTsa } from '../../helpers/tsa';
import { byteRanges, pdfsig, pdftotext } from '../../helpers/pdfsig';
import { CONSENT } from '../../helpers/consent';
import { samplePdf } from '../../fixtures/pdfs';
import { binary, gql, signDocument, signedInUser, startAnotherInstallation, type Agent } from '../../helpers/documents';

const run = promisify(execFile);

/** Flips one byte of `pdf` at `at`. */
function flipped(pdf: Buffer, at: number): Buffer {
  const copy = Buffer.from(pdf);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

/** A byte inside the first signed range whose change leaves the file readable: a hash digit in the document information. */
function insideSignedRange(pdf: Buffer): number {
  const at = pdf.indexOf('/OriginalSHA256 (') + '/OriginalSHA256 ('.length;
  const [, b] = byteRanges(pdf)[0]!;
  if (at < 20 || at >= b) throw new Error('no hash in the signed range');
  return at;
}

/** The CMS in the first signature's /Contents. */
function firstCms(pdf: Buffer): pkijs.SignedData {
  const [, b, c] = byteRanges(pdf)[0]!;
  const der = Buffer.from(pdf.subarray(b + 1, c - 1).toString('latin1'), 'hex');
  const parsed = asn1js.fromBER(toArrayBuffer(der));
  return new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: parsed.result }).content });
}

function storageFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  // Page images of signing ceremonies are rendered in the background and may land at any time.
  return out.filter((f) => !f.startsWith('pages/')).sort();
}

describe('Seals on completed PDFs, checked by pdfsig', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };

  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
  });
  afterAll(() => server?.stop());

  test('When Casey signs, Then pdfsig reports the seal valid over the total document, with the audit page inside the signed range', async () => {
    const { pdf } = await signDocument(server, casey, 'Direct Deposit Form');
    const { signatures, output } = await pdfsig(pdf);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      valid: true,
      totalDocument: true,
      type: 'ETSI.CAdES.detached',
      commonName: 'Test Careers Document Seal',
      fieldName: 'Seal: Casey Morgan',
    });
    expect(output).toContain('Signing Hash Algorithm: SHA-256');

    // The revision the seal was added to ends before its signature dictionary: the audit page,
    // with the signer and the hashes, is all there, inside the first signed range.
    const [[, b, c, d]] = byteRanges(pdf) as [[number, number, number, number]];
    expect(c + d).toBe(pdf.length);
    const sealedRevisionEnd = pdf.subarray(0, b).lastIndexOf('%%EOF') + 5;
    const before = await pdftotext(pdf.subarray(0, sealedRevisionEnd));
    expect(before).toContain('Certificate of Completion');
    expect(before).toContain('Casey Morgan');
    expect(before).toContain('casey@example.com');

    // One byte flipped inside the signed range (a digit of the original's hash in the document
    // information) breaks the seal.
    const tampered = await pdfsig(flipped(pdf, insideSignedRange(pdf)));
    expect(tampered.signatures[0]?.valid).toBe(false);
    expect(tampered.signatures[0]?.validation).toMatch(/Invalid|Mismatch/i);
  });

  test('When the embedded CA is fetched, Then the seal certificate chains to it and its CRL is signed by it (openssl)', async () => {
    const { pdf } = await signDocument(server, casey, 'Handbook Acknowledgement');
    const ca = await request(server.url).get(SIGNING_CA_PATH).expect(200);
    expect(ca.headers['content-type']).toMatch(/application\/x-pem-file/);
    const crl = await request(server.url).get(SIGNING_CRL_PATH).buffer(true).parse(binary).expect(200);
    expect(crl.headers['content-type']).toMatch(/application\/pkix-crl/);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'seal-chain-'));
    try {
      writeFileSync(path.join(dir, 'ca.pem'), ca.text);
      writeFileSync(path.join(dir, 'ca.crl'), crl.body as Buffer);
      const cms = firstCms(pdf);
      const seal = (cms.certificates ?? [])[0] as pkijs.Certificate;
      writeFileSync(path.join(dir, 'seal.der'), Buffer.from(seal.toSchema().toBER(false)));
      await run('openssl', ['x509', '-inform', 'DER', '-in', 'seal.der', '-out', 'seal.pem'], { cwd: dir });
      const verified = await run('openssl', ['verify', '-purpose', 'smimesign', '-CAfile', 'ca.pem', 'seal.pem'], {
        cwd: dir,
      });
      expect(verified.stdout).toContain('seal.pem: OK');
      const crlText = await run(
        'openssl',
        ['crl', '-inform', 'DER', '-in', 'ca.crl', '-CAfile', 'ca.pem', '-noout', '-text'],
        {
          cwd: dir,
        },
      );
      expect(crlText.stderr + crlText.stdout).toMatch(/verify OK/);
      const sealText = await run('openssl', ['x509', '-in', 'seal.pem', '-noout', '-text'], { cwd: dir });
      expect(sealText.stdout).toContain(`${server.config.publicUrl}${SIGNING_CRL_PATH}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('When staff test-sign a template on the doc check, Then they come back to its seal, valid and sealed by this portal', async () => {
    const staff = await signedInUser(server, 'staff.member@example.com', 'staff');
    const res = await staff.agent
      .post('/api/documents/doc-check/signing')
      .attach('contents', Buffer.from(await samplePdf({ formTitle: 'Drug Testing Consent' })), 't.pdf')
      .expect(200);
    const token = new URL(res.body.url as string, 'http://x').searchParams.get('token');
    const key = (await staff.agent.post('/api/esign/open').send({ token }).expect(200)).body.ceremonyKey as string;
    await staff.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    const finished = await staff.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Sam Rivera' } })
      .expect(200);
    const match = /^\/internal\/doc-checks\?doc=([0-9a-f]{40})&event=signing_complete$/.exec(finished.body.redirectTo);
    expect(match).not.toBeNull();
    const seal = (await staff.agent.get(`/api/documents/doc-check/${match![1]}/seal`).expect(200)).body as VerifyResult;
    expect(seal).toMatchObject({ verdict: 'sealed-here', producedHere: true });
    expect(seal.signatures[0]).toMatchObject({
      valid: true,
      ourCa: true,
      reason: expect.stringContaining('Drug Testing Consent'),
    });
    expect((await casey.agent.get(`/api/documents/doc-check/${match![1]}/seal`)).status).toBe(403);
  });

  describe('the public verify page', () => {
    const verify = (file: Buffer, name = 'document.pdf', agent?: Agent) =>
      (agent ?? request(server.url))
        .post('/api/verify')
        .attach('pdf', file, { filename: name, contentType: 'application/pdf' });

    test('When our sealed PDF, a tampered copy, a plain PDF and a non-PDF are dropped, Then sealed here, changed since, not sealed and a clear refusal; nothing is stored', async () => {
      const { pdf } = await signDocument(server, casey, 'Emergency Contacts');
      const storageBefore = storageFiles(server.config.storageDir);
      const rowsBefore = await server.database.db
        .selectFrom('documentSeal')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();

      const valid = (await verify(pdf).expect(200)).body as VerifyResult;
      expect(valid).toMatchObject({ verdict: 'sealed-here', producedHere: true, document: null });
      expect(valid.signatures).toEqual([
        expect.objectContaining({
          kind: 'signature',
          valid: true,
          wholeDocument: true,
          ourCa: true,
          name: 'Casey Morgan',
          signer: 'Test Careers Document Seal, Test Careers',
        }),
      ]);

      const tampered = (await verify(flipped(pdf, insideSignedRange(pdf))).expect(200)).body as VerifyResult;
      expect(tampered).toMatchObject({ verdict: 'changed-since', change: 'broken', producedHere: false });
      expect(tampered.signatures[0]).toMatchObject({ valid: false, problem: 'the content does not match its digest' });

      const plain = (await verify(Buffer.from(await samplePdf())).expect(200)).body as VerifyResult;
      expect(plain).toMatchObject({ verdict: 'not-sealed', signatures: [], producedHere: false });

      const notPdf = await verify(Buffer.from('<html><body>not a pdf</body></html>'), 'document.pdf').expect(415);
      expect(notPdf.body.message).toBe(VERIFY_MESSAGES.notPdf);
      const fakePdf = await verify(Buffer.from('%PDF-1.7\nnothing else'), 'fake.pdf').expect(415);
      expect(fakePdf.body.message).toBe(VERIFY_MESSAGES.notPdf);
      const none = await request(server.url).post('/api/verify').field('other', 'x').expect(400);
      expect(none.body.message).toBe(VERIFY_MESSAGES.noFile);

      expect(storageFiles(server.config.storageDir)).toEqual(storageBefore);
      const rowsAfter = await server.database.db
        .selectFrom('documentSeal')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(rowsAfter.n)).toBe(Number(rowsBefore.n));
    });

    test('When our own files are checked, Then each reads as one plain verdict: sealed here and unchanged, changed since (a flipped byte; content added), no record, not sealed', async () => {
      const { doc, pdf } = await signDocument(server, casey, 'Direct Deposit Authorization');
      const check = async (file: Buffer) => (await verify(file).expect(200)).body as VerifyResult;

      expect(await check(pdf)).toMatchObject({
        verdict: 'sealed-here',
        headline: expect.stringMatching(/^Sealed by this portal, and unchanged since/),
        change: null,
        producedHere: true,
        // No reader's zone: DEFAULT_TIME_ZONE.
        timeZone: 'America/Chicago',
        signatures: [expect.objectContaining({ valid: true, wholeDocument: true, ourCa: true })],
      });
      expect(await check(flipped(pdf, insideSignedRange(pdf)))).toMatchObject({
        verdict: 'changed-since',
        headline: expect.stringMatching(/^Sealed by this portal, but changed since/),
        change: 'broken',
        signatures: [expect.objectContaining({ valid: false, ourCa: true })],
      });
      // An update appended after the seal leaves the seal intact over what it covers.
      const appended = Buffer.concat([pdf, Buffer.from('\n99 0 obj\n(Paid to another account)\nendobj\n')]);
      expect(await check(appended)).toMatchObject({
        verdict: 'changed-since',
        change: 'added',
        signatures: [expect.objectContaining({ valid: true, wholeDocument: false, ourCa: true })],
      });
      expect(await check(Buffer.from(await samplePdf()))).toMatchObject({
        verdict: 'not-sealed',
        headline: expect.stringMatching(/^Not sealed/),
      });

      // Sealed with our certificate, but the record of it is gone: not vouched for.
      await server.database.db.deleteFrom('documentSeal').where('documentId', '=', doc.id).execute();
      expect(await check(pdf)).toMatchObject({
        verdict: 'no-record',
        headline: expect.stringMatching(/^Not vouched for by this portal/),
        producedHere: false,
        signatures: [expect.objectContaining({ valid: true, wholeDocument: true, ourCa: true })],
      });
    });

    test('When a W-4 sealed by another installation with a certificate of the same name is checked, Then the headline says this portal did not seal it; that installation vouches for its own', async () => {
      const other = await startAnotherInstallation();
      try {
        const signer = await signedInUser(other, 'casey@example.com');
        const { pdf } = await signDocument(other, signer, 'W-4 Employee’s Withholding Certificate');
        // An outside verifier sees a valid seal, named exactly as ours are.
        expect((await pdfsig(pdf)).signatures).toEqual([
          expect.objectContaining({ valid: true, totalDocument: true, commonName: 'Test Careers Document Seal' }),
        ]);

        const here = (await verify(pdf, 'w4.pdf').expect(200)).body as VerifyResult;
        expect(here).toMatchObject({
          verdict: 'sealed-elsewhere',
          headline: expect.stringMatching(/^Not sealed by this portal/),
          producedHere: false,
          document: null,
        });
        expect(here.signatures).toEqual([
          expect.objectContaining({
            valid: true,
            wholeDocument: true,
            ourCa: false,
            signer: 'Test Careers Document Seal, Test Careers',
          }),
        ]);

        const there = (await request(other.url).post('/api/verify').attach('pdf', pdf, 'w4.pdf').expect(200))
          .body as VerifyResult;
        expect(there).toMatchObject({ verdict: 'sealed-here', producedHere: true });
        expect(there.signatures).toEqual([expect.objectContaining({ valid: true, ourCa: true })]);
      } finally {
        await other.stop();
      }
    });

    test('When the owner verifies their PDF, Then the audit trail comes with it; another candidate sees only the seal', async () => {
      const { pdf } = await signDocument(server, casey, 'Uniform Policy');
      const mine = (await verify(pdf, 'mine.pdf', casey.agent).expect(200)).body as VerifyResult;
      expect(mine.document).toMatchObject({ formTitle: 'Uniform Policy', sealState: 'sealed' });
      expect(mine.document!.trail.map((e) => e.event)).toEqual(
        expect.arrayContaining(['assigned', 'esign.consented', 'esign.signed']),
      );
      const robin = await signedInUser(server, 'robin@example.com');
      const theirs = (await verify(pdf, 'theirs.pdf', robin.agent).expect(200)).body as VerifyResult;
      expect(theirs).toMatchObject({ verdict: 'sealed-here', producedHere: true, document: null });
    });
  });
});

describe('Trusted time-stamps from an RFC 3161 authority (openssl ts on loopback)', () => {
  let tsa: TestTsa;
  let server: TestServer;
  let casey: { id: number; agent: Agent };

  beforeAll(async () => {
    tsa = await startTestTsa();
    server = await startTestServer({ TSA_URL: tsa.url });
    casey = await signedInUser(server, 'casey@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await tsa?.close();
  });

  /** Verifies a time-stamp token over `data` with OpenSSL against the TSA's CA. */
  async function opensslTsVerify(token: Uint8Array, data: Uint8Array): Promise<string> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ts-verify-'));
    try {
      writeFileSync(path.join(dir, 'token.der'), token);
      writeFileSync(path.join(dir, 'data.bin'), data);
      const out = await run(
        'openssl',
        ['ts', '-verify', '-in', 'token.der', '-token_in', '-data', 'data.bin', '-CAfile', tsa.caFile],
        { cwd: dir },
      );
      return out.stdout;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('When a TSA answers, Then the seal carries a signature time-stamp of the signing time (openssl ts -verify) and a document time-stamp', async () => {
    const { doc, pdf } = await signDocument(server, casey, 'W-4 Withholding');
    const summary = await server.services.documents.get(casey.id, { id: doc.id });
    expect(summary.sealState).toBe('timestamped');

    const cms = firstCms(pdf);
    const info = cms.signerInfos[0]!;
    const attr = info.unsignedAttrs!.attributes.find((a) => a.type === CMS_OID.signatureTimeStampToken)!;
    const token = new Uint8Array(attr.values[0]!.toBER(false));
    // The token stamps exactly the signature value, and OpenSSL accepts it against the TSA's CA.
    const signatureValue = new Uint8Array(info.signature.valueBlock.valueHexView);
    expect(await opensslTsVerify(token, signatureValue)).toContain('Verification: OK');
    const genTime = readTimestampToken(token).genTime.getTime();
    expect(Math.abs(genTime - Date.parse(summary.signedAt!))).toBeLessThan(5_000);

    const { signatures } = await pdfsig(pdf);
    expect(signatures[0]).toMatchObject({ valid: true, type: 'ETSI.CAdES.detached', totalDocument: false });
    // poppler 22 cannot check a document time-stamp itself: OpenSSL checks it over its byte ranges.
    const [, b, c, d] = byteRanges(pdf)[1]!;
    expect(c + d).toBe(pdf.length);
    const documentToken = Buffer.from(pdf.subarray(b + 1, c - 1).toString('latin1'), 'hex');
    const tokenLength = asn1js.fromBER(toArrayBuffer(documentToken)).offset;
    const covered = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
    expect(await opensslTsVerify(documentToken.subarray(0, tokenLength), covered)).toContain('Verification: OK');
    // The document time-stamp covers everything, the seal and its validation data included.
    expect(signatures[1]).toMatchObject({ totalDocument: true, commonName: 'Test TSA' });

    const checked = (await request(server.url).post('/api/verify').attach('pdf', pdf, 'w4.pdf').expect(200))
      .body as VerifyResult;
    expect(checked.verdict).toBe('sealed-here');
    expect(checked.signatures.map((s) => [s.kind, s.valid, s.timestampedAt !== null])).toEqual([
      ['signature', true, true],
      ['document-timestamp', true, true],
    ]);
  });

  test('When the TSA is down, Then the document is sealed and marked timestamp pending; once it is back, the queue adds the time-stamp', async () => {
    tsa.down();
    const { doc, pdf } = await signDocument(server, casey, 'I-9 Section 1');
    const pending = await server.services.documents.get(casey.id, { id: doc.id });
    expect(pending).toMatchObject({ docusignStatus: 'completed', sealState: 'timestamp_pending' });
    const sealedOnly = await pdfsig(pdf);
    expect(sealedOnly.signatures).toEqual([expect.objectContaining({ valid: true, totalDocument: true })]);
    expect(
      (await gql(casey.agent, `{ myElectronicDocuments { signed { id sealState } } }`)).data.myElectronicDocuments
        .signed,
    ).toEqual(expect.arrayContaining([{ id: doc.id, sealState: 'timestamp_pending' }]));

    // Still down at the first retry: it waits longer, and nothing changes.
    server.advance(31_000);
    expect(await server.services.seal.runDueTimestamps()).toBe(0);
    const [job] = await server.services.seal.jobsOf(doc.id);
    expect(job).toMatchObject({ attempts: 1, doneAt: null });
    expect(job!.lastError).toMatch(/no time-stamp authority answered/);

    tsa.up();
    server.advance(120_000);
    expect(await server.services.seal.runDueTimestamps()).toBe(1);
    const done = await server.services.documents.get(casey.id, { id: doc.id });
    expect(done.sealState).toBe('timestamped');
    const copy = await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200);
    const after = await pdfsig(copy.body as Buffer);
    expect(after.signatures).toHaveLength(2);
    expect(after.signatures[0]).toMatchObject({ valid: true, fieldName: 'Seal: Casey Morgan' });
    expect(after.signatures[1]).toMatchObject({ totalDocument: true, commonName: 'Test TSA' });
    // The first version stays verifiable as ours; the new one is on record too.
    for (const file of [pdf, copy.body as Buffer]) {
      const result = (await request(server.url).post('/api/verify').attach('pdf', file, 'i9.pdf').expect(200))
        .body as VerifyResult;
      expect(result).toMatchObject({ verdict: 'sealed-here', producedHere: true });
    }
    expect((await server.services.seal.jobsOf(doc.id))[0]!.doneAt).not.toBeNull();
  });
});
