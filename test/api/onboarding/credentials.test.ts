/**
 * Credential uploads over real HTTP, SMTP and PDFs: staff create a credential template without a
 * PDF and assign it; the candidate uploads a credential (PDF or photo, checked by content) with a
 * number and an expiry (validated, one message per field); staff approve one, and reject another
 * with a reason the candidate sees and uploads again after. A viewing staff member cannot upload.
 */
import sharp from 'sharp';
import { CREDENTIAL_MESSAGES as CM } from '../../../common/credentials';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { ONBOARDING_MESSAGES } from '../../../common/onboarding';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { pngChunk } from '../../fixtures/bombs';
import { HTML_NAMED_PDF, PDFDocument, scannedPdf } from '../../fixtures/pdfs';

const PASSWORD = 'Credential-Passw0rd!';
const CASEY = 'casey.credential@example.com';
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('Credential uploads', () => {
  const ctx = useServerWithMail();
  let staff: SignedInUser;
  let casey: SignedInUser;
  let templateId: number;

  beforeAll(async () => {
    staff = await signedInUser(ctx.server, {
      email: 'robin.credential@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    casey = await signedInUser(ctx.server, {
      email: CASEY,
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
  });

  const credentials = async () => {
    const res = await casey.agent.post('/graphql').send({
      query:
        '{ myDocuments { id docHandle formTitle kind awaitingReview isUserActionRequired docusignStatus rejectedReason credentialNumber credentialExpiresAt instructions } }',
    });
    return (res.body.data.myDocuments as Record<string, any>[]).filter((d) => d.kind === 'credential');
  };
  const upload = (handle: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) => {
    let req = casey.agent.post(`/api/documents/${handle}/credential`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return file ? req.attach('credential', file.bytes, { filename: file.name }) : req;
  };

  test('Given staff create a credential template without a PDF and assign it, Then the candidate is mailed and sees it outstanding', async () => {
    const bad = await staff.agent.post('/api/staff/credential-templates').send({ formTitle: ' ', instructions: 'x' });
    expect([bad.status, bad.body.fields.formTitle]).toEqual([400, 'Enter the form title.']);
    expect((await casey.agent.post('/api/staff/credential-templates').send({ formTitle: 'X' })).status).toBe(403);

    const created = await staff.agent
      .post('/api/staff/credential-templates')
      .send({ formTitle: "Driver's Licence", instructions: 'Front side, all corners visible.' })
      .expect(200);
    expect(created.body).toMatchObject({
      kind: 'credential',
      formTitle: "Driver's Licence",
      instructions: 'Front side, all corners visible.',
      signatureType: 'CREDENTIAL',
      fields: [],
    });
    templateId = created.body.id;
    const listed = (await staff.agent.get('/api/staff/document-templates').expect(200)).body;
    expect(listed.find((t: { id: number }) => t.id === templateId).kind).toBe('credential');

    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId, emails: CASEY, dueDate: isoDay(Date.now() + 7 * DAY) })
      .expect(200);
    await ctx.smtp.waitFor(CASEY, /to complete by/);
    const [doc] = await credentials();
    expect(doc).toMatchObject({
      formTitle: "Driver's Licence",
      awaitingReview: false,
      isUserActionRequired: true,
      instructions: 'Front side, all corners visible.',
    });
    // A credential has no form to download, sign or upload as a signed copy.
    expect((await casey.agent.get(`/api/documents/${doc!.docHandle}.pdf`)).status).toBe(404);
    const signedCopy = await casey.agent
      .put(`/api/documents/${doc!.docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(await scannedPdf()), { filename: 's.pdf' });
    expect([signedCopy.status, signedCopy.body.message]).toEqual([409, CM.useCredentialUpload]);
  });

  test('When the upload lacks a number, has a past or invalid expiry, no file, or a file that is not a PDF or image, Then each field gets its message', async () => {
    const [doc] = await credentials();
    const handle = doc!.docHandle as string;
    const pdf = { bytes: Buffer.from(await scannedPdf()), name: 'licence.pdf' };

    const empty = await upload(handle, { number: ' ', expiresOn: '' }, pdf);
    expect([empty.status, empty.body.fields]).toEqual([
      400,
      { number: CM.numberRequired, expiresOn: CM.expiryRequired },
    ]);
    const past = await upload(handle, { number: 'D123', expiresOn: isoDay(Date.now() - DAY) }, pdf);
    expect(past.body.fields).toEqual({ expiresOn: CM.expiryPast });
    const today = await upload(handle, { number: 'D123', expiresOn: isoDay(Date.now()) }, pdf);
    expect(today.body.fields).toEqual({ expiresOn: CM.expiryPast });
    const invalid = await upload(handle, { number: 'D123', expiresOn: '2031-02-30' }, pdf);
    expect(invalid.body.fields).toEqual({ expiresOn: CM.expiryInvalid });
    const long = await upload(handle, { number: 'x'.repeat(101), expiresOn: isoDay(Date.now() + 400 * DAY) }, pdf);
    expect(long.body.fields).toEqual({ number: CM.numberTooLong });
    const noFile = await upload(handle, { number: 'D123', expiresOn: isoDay(Date.now() + 400 * DAY) });
    expect([noFile.status, noFile.body.fields]).toEqual([400, { file: CM.fileRequired }]);
    // Named .pdf, HTML inside: checked by content.
    const html = await upload(
      handle,
      { number: 'D123', expiresOn: isoDay(Date.now() + 400 * DAY) },
      { bytes: HTML_NAMED_PDF, name: 'licence.pdf' },
    );
    expect([html.status, html.body.fields]).toEqual([415, { file: CM.notAllowedType }]);
    const tooLarge = await upload(
      handle,
      { number: 'D123', expiresOn: isoDay(Date.now() + 400 * DAY) },
      { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), name: 'big.pdf' },
    );
    expect([tooLarge.status, tooLarge.body.message]).toEqual([413, CM.tooLarge]);
    // Another candidate's credential is not found before its body is read.
    const stranger = await signedInUser(ctx.server, {
      email: 'sam.stranger@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'candidate',
    });
    const foreign = await stranger.agent
      .post(`/api/documents/${handle}/credential`)
      .field('number', 'X')
      .attach('credential', pdf.bytes, { filename: 'x.pdf' });
    expect([foreign.status, foreign.body.message]).toEqual([404, DOCUMENT_SERVER_MESSAGES.notFound]);
    expect((await credentials())[0]).toMatchObject({ awaitingReview: false, credentialNumber: null });
  });

  test('When a photo is uploaded with a number and an expiry and staff approve it, Then it is complete with its number and expiry', async () => {
    const [doc] = await credentials();
    const expiresOn = isoDay(Date.now() + 400 * DAY);
    const res = await upload(doc!.docHandle, { number: ' D-123-456 ', expiresOn }, { bytes: PNG, name: 'photo.png' });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({
      awaitingReview: true,
      credentialNumber: 'D-123-456',
      credentialExpiresAt: `${expiresOn}T23:59:59.999Z`,
      docusignStatus: 'sent',
    });
    const again = await upload(doc!.docHandle, { number: 'D1', expiresOn }, { bytes: PNG, name: 'photo.png' });
    expect([again.status, again.body.message]).toEqual([409, CM.alreadyUploaded]);

    const review = (await staff.agent.get(`/api/staff/documents/${doc!.id}`).expect(200)).body;
    expect(review.credential).toEqual({
      number: 'D-123-456',
      expiresAt: `${expiresOn}T23:59:59.999Z`,
      awaitingReview: true,
    });
    // Waiting for staff, not for the candidate.
    expect(review.state).toBe('review');
    // The photo is kept as a one-page PDF staff open on the review page.
    const pdf = await staff.agent.get(review.pdfUrl).buffer(true).expect(200);
    const copy = await PDFDocument.load(pdf.body);
    expect(copy.getPageCount()).toBe(1);

    expect((await casey.agent.post(`/api/staff/documents/${doc!.id}/approve`)).status).toBe(403);
    await staff.agent.post(`/api/staff/documents/${doc!.id}/approve`).expect(200);
    const twice = await staff.agent.post(`/api/staff/documents/${doc!.id}/approve`);
    expect([twice.status, twice.body.message]).toEqual([409, CM.notAwaitingReview]);
    expect((await credentials())[0]).toMatchObject({
      awaitingReview: false,
      isUserActionRequired: false,
      docusignStatus: 'completed',
      credentialNumber: 'D-123-456',
    });
    const board = (await staff.agent.get('/api/staff/document-status?state=completed').expect(200)).body;
    expect(board.candidates[0].documents.map((d: { id: number }) => d.id)).toContain(doc!.id);
    const events = (await staff.agent.get(`/api/staff/documents/${doc!.id}`).expect(200)).body.events;
    expect(events.map((e: { event: string }) => e.event)).toEqual([
      'assigned',
      'credential.rejected_file',
      'credential.uploaded',
      'review.approved',
    ]);
  });

  test('When staff reject a credential with a reason, Then the candidate sees the reason, uploads again, and approval completes it', async () => {
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId, emails: CASEY, dueDate: isoDay(Date.now() + 7 * DAY) })
      .expect(200);
    const doc = (await credentials()).find((d) => d.docusignStatus !== 'completed')!;
    const expiresOn = isoDay(Date.now() + 200 * DAY);
    await upload(
      doc.docHandle,
      { number: 'INS-1', expiresOn },
      { bytes: Buffer.from(await scannedPdf()), name: 'a.pdf' },
    ).expect(200);

    const noReason = await staff.agent.post(`/api/staff/documents/${doc.id}/reject`).send({ reason: '' });
    expect([noReason.status, noReason.body.fields.reason]).toEqual([400, ONBOARDING_MESSAGES.reasonRequired]);
    const reason = 'The policy number is cut off; please scan the whole page.';
    await staff.agent.post(`/api/staff/documents/${doc.id}/reject`).send({ reason }).expect(200);

    const rejected = (await credentials()).find((d) => d.id === doc.id)!;
    expect(rejected).toMatchObject({ rejectedReason: reason, awaitingReview: false, isUserActionRequired: true });
    const board = (await staff.agent.get('/api/staff/document-status?state=rejected').expect(200)).body;
    expect(board.candidates[0].documents[0]).toMatchObject({ id: doc.id, rejectedReason: reason });
    // Nothing to approve until the candidate uploads again.
    expect((await staff.agent.post(`/api/staff/documents/${doc.id}/approve`)).status).toBe(409);

    await upload(doc.docHandle, { number: 'INS-2', expiresOn }, { bytes: PNG, name: 'b.png' }).expect(200);
    expect((await credentials()).find((d) => d.id === doc.id)).toMatchObject({
      awaitingReview: true,
      rejectedReason: null,
      credentialNumber: 'INS-2',
    });
    await staff.agent.post(`/api/staff/documents/${doc.id}/approve`).expect(200);
    expect((await credentials()).find((d) => d.id === doc.id)).toMatchObject({ docusignStatus: 'completed' });
  });

  test('Given staff view as the candidate, When they upload a credential, Then it is refused', async () => {
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId, emails: CASEY, dueDate: isoDay(Date.now() + 7 * DAY) })
      .expect(200);
    const doc = (await credentials()).find((d) => d.docusignStatus !== 'completed' && !d.awaitingReview)!;
    await staff.agent.post(`/api/staff/candidates/${casey.id}/view-as`).expect(200);
    const res = await staff.agent
      .post(`/api/documents/${doc.docHandle}/credential`)
      .field('number', 'G-1')
      .field('expiresOn', isoDay(Date.now() + 100 * DAY))
      .attach('credential', PNG, { filename: 'g.png' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/not allowed while viewing as a candidate/);
    await staff.agent.post('/api/view-as/end').expect(200);
    expect((await credentials()).find((d) => d.id === doc.id)).toMatchObject({ awaitingReview: false });
  });

  test('When a photo carries metadata and bytes after its end, Then what is kept is a clean re-encoding, not the upload', async () => {
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId, emails: CASEY, dueDate: isoDay(Date.now() + 7 * DAY) })
      .expect(200);
    const doc = (await credentials()).find((d) => d.docusignStatus !== 'completed' && !d.awaitingReview)!;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    const end = photo.length - 12; // IEND is the last chunk
    const tainted = Buffer.concat([
      photo.subarray(0, end),
      pngChunk('tEXt', Buffer.from('Comment\0CANARY-METADATA <script>alert(1)</script>', 'latin1')),
      photo.subarray(end),
      Buffer.from('CANARY-TRAILER <?php system($_GET[1]); ?>', 'latin1'),
    ]);
    const res = await upload(
      doc.docHandle,
      { number: 'P-42', expiresOn: isoDay(Date.now() + 100 * DAY) },
      { bytes: tainted, name: 'licence.png' },
    );
    expect(res.status).toBe(200);
    const review = (await staff.agent.get(`/api/staff/documents/${doc.id}`).expect(200)).body;
    const kept = (await staff.agent.get(review.pdfUrl).buffer(true).expect(200)).body as Buffer;
    expect(kept.includes('CANARY')).toBe(false);
    // The photo is on its page as a JPEG made here.
    expect(kept.includes('/DCTDecode')).toBe(true);
    expect((await PDFDocument.load(kept)).getPageCount()).toBe(1);
  });
});
