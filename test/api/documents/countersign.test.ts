/**
 * Countersignature (signing order: candidate, then employer): a template that needs the employer's
 * signature waits for it after the candidate signs ("Awaiting employer signature", due in business
 * days, staff reminded); staff sign on the same signing page with their own fields; the final PDF
 * carries both seals, valid in signing order (pdfsig), the employer's fields filled, and a
 * certificate naming both signers.
 * Past 300 lines because each case walks the whole two-signer journey against one real server.
 */
import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { addBusinessDays, type StaffTemplate } from '../../../common/onboarding';
import type { VerifyResult } from '../../../common/seal';
import { startTestServer, type TestServer } from '../../helpers/server';
import { byteRanges, pdfsig, pdftotext } from '../../helpers/pdfsig';
import { CONSENT } from '../../helpers/consent';
import { gql, signedInUser, type Agent } from '../../helpers/documents';

function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** An I-9-like form: the candidate's name and signature, then the employer's title, signature and date. */
async function i9Pdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Employment Eligibility Verification');
  pdf.setKeywords(['FormTitle=Employment Eligibility Verification; SignatureType=SIGN']);
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  page.drawText('Section 1 (employee)', { x: 56, y: 730, size: 14 });
  form.createTextField('fullName').addToPage(page, { x: 56, y: 680, width: 300, height: 20 });
  form.createTextField('signature').addToPage(page, { x: 56, y: 620, width: 220, height: 40 });
  page.drawText('Section 2 (employer)', { x: 56, y: 520, size: 14 });
  form.createTextField('employerTitle').addToPage(page, { x: 56, y: 470, width: 300, height: 20 });
  form.createTextField('employerSignature').addToPage(page, { x: 56, y: 400, width: 220, height: 40 });
  form.createTextField('employerDateSigned').addToPage(page, { x: 300, y: 400, width: 150, height: 20 });
  return Buffer.from(await pdf.save());
}

describe('Countersignature', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };
  let staff: { id: number; agent: Agent };
  /** The countersigned I-9 as Casey downloaded it (a later story changes it). */
  let countersigned: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
    staff = await signedInUser(server, 'staff.staff@example.com', 'staff');
  });
  afterAll(() => server?.stop());

  /** The I-9-like form as a template the employer countersigns within 2 business days. */
  async function countersignTemplate(settings: Record<string, string>) {
    let req = staff.agent.post('/api/staff/document-templates').attach('pdf', await i9Pdf(), 'form.pdf');
    for (const [k, v] of Object.entries({ countersign: 'true', countersignDays: '2', ...settings }))
      req = req.field(k, v);
    return req.expect(201);
  }

  async function ceremony(agent: Agent, url: string) {
    const token = new URL(url, 'http://x').searchParams.get('token');
    const opened = await agent.post('/api/esign/open').send({ token }).expect(200);
    return opened.body as { ceremonyKey: string; countersign?: boolean; fields: { name: string; label: string }[] };
  }

  test('When Casey signs an I-9 that needs the employer, and a staff member countersigns, Then the PDF has both seals in signing order, the employer fields, and both signers on the certificate', async () => {
    // Staff upload the template: the employer's field is found by its name; they require it and ask for a countersignature in 3 business days.
    // The employer's systems hear of the document's end (the endpoint's address is never called here).
    await server.services.webhooks.create(
      { url: 'https://hr.example.com/hooks', events: ['document.completed', 'document.countersigned'] },
      staff.id,
    );
    const uploaded = await staff.agent
      .post('/api/staff/document-templates')
      .attach('pdf', await i9Pdf(), 'i9.pdf')
      .field('countersign', 'true')
      .field('countersignDays', '3')
      .expect(201);
    const template = uploaded.body as StaffTemplate;
    expect(template).toMatchObject({ countersign: true, countersignDays: 3 });
    expect(template.fields.find((f) => f.name === 'employerTitle')).toMatchObject({ role: 'employer', type: 'text' });
    await staff.agent
      .put(`/api/staff/document-templates/${template.id}`)
      .send({
        formTitle: template.formTitle,
        signatureType: 'SIGN',
        delivery: 'electronic',
        displayLevel: 0,
        fields: [
          {
            name: 'employerTitle',
            role: 'employer',
            recordKey: null,
            type: 'text',
            required: true,
            label: 'Title of employer representative',
          },
        ],
      })
      .expect(200);
    const doc = await server.services.documents.assign({
      userId: casey.id,
      templateId: template.id,
      assignedBy: staff.id,
    });

    // Casey signs: only her own fields are asked; the document then waits for the employer.
    const url = (
      await gql(casey.agent, `{ documentSigningUrl(documentId: ${doc.id}, returnUrl: "/onboarding") { url } }`)
    ).data.documentSigningUrl.url as string;
    const mine = await ceremony(casey.agent, url);
    expect(mine.fields).toEqual([]);
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', mine.ceremonyKey).send(CONSENT).expect(200);
    await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', mine.ceremonyKey)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);
    const waiting = await server.services.documents.get(casey.id, { id: doc.id });
    expect(waiting).toMatchObject({
      docusignStatus: 'awaiting_employer',
      isUserActionRequired: false,
      sealState: 'sealed',
    });
    expect(Date.parse(waiting.employerDueAt!)).toBe(addBusinessDays(Date.parse(waiting.signedAt!), 3));
    const lists = (await gql(casey.agent, '{ myElectronicDocuments { unsigned { id } signed { id docusignStatus } } }'))
      .data.myElectronicDocuments;
    expect(lists.signed).toEqual([{ id: doc.id, docusignStatus: 'awaiting_employer' }]);
    // The board shows it as the employer's turn: not outstanding, not to be reminded.
    const board = (await staff.agent.get('/api/staff/document-status?q=casey').expect(200)).body;
    expect(board.counts).toMatchObject({ awaiting_employer: 1, outstanding: 0, overdue: 0 });
    expect(board.candidates[0].documents).toEqual([
      expect.objectContaining({ id: doc.id, state: 'awaiting_employer' }),
    ]);
    const filtered = (await staff.agent.get('/api/staff/document-status?state=awaiting_employer').expect(200)).body;
    expect(filtered.candidates.map((c: { email: string }) => c.email)).toContain('casey@example.com');
    // Casey cannot sign it again; she cannot countersign it either.
    const again = await gql(
      casey.agent,
      `{ documentSigningUrl(documentId: ${doc.id}, returnUrl: "/onboarding") { url } }`,
    );
    expect(again.errors?.[0]?.message).toBe(DOCUMENT_SERVER_MESSAGES.alreadySigned);
    expect((await casey.agent.post(`/api/staff/documents/${doc.id}/countersign`)).status).toBe(403);
    const candidateCopy = (
      await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200)
    ).body as Buffer;
    expect((await pdfsig(candidateCopy)).signatures).toEqual([
      expect.objectContaining({ valid: true, totalDocument: true }),
    ]);

    // Staff see it waiting, and sign on the same page with their own fields (no consumer consent).
    const awaiting = (await staff.agent.get('/api/staff/countersignatures').expect(200)).body;
    expect(awaiting).toEqual([
      expect.objectContaining({
        id: doc.id,
        candidateName: 'Casey Morgan',
        candidateEmail: 'casey@example.com',
        employerDueAt: waiting.employerDueAt,
      }),
    ]);
    const link = await staff.agent
      .post(`/api/staff/documents/${doc.id}/countersign`)
      .send({ returnUrl: '/admin/documents/countersign' })
      .expect(200);
    const theirs = await ceremony(staff.agent, link.body.url);
    expect(theirs).toMatchObject({
      countersign: true,
      fields: [{ name: 'employerTitle', label: 'Title of employer representative' }],
    });
    const missing = await staff.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', theirs.ceremonyKey)
      .send({ signature: { kind: 'typed', text: 'Sam Lee' } });
    expect(missing.status).toBe(400);
    const done = await staff.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', theirs.ceremonyKey)
      .send({ signature: { kind: 'typed', text: 'Sam Lee' }, values: { employerTitle: 'HR Manager' } })
      .expect(200);
    expect(done.body.redirectTo).toBe('/admin/documents/countersign?event=signing_complete');

    const final = await server.services.documents.get(casey.id, { id: doc.id });
    expect(final).toMatchObject({ docusignStatus: 'completed', sealState: 'sealed' });
    // Completed only now, not when Casey signed: countersigned, then completed, in one transaction.
    const events = await server.database.db
      .selectFrom('webhookDelivery')
      .select(['event', 'payload'])
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['document.countersigned', 'document.completed']);
    expect(JSON.parse(events[0]!.payload).data).toMatchObject({
      documentId: doc.id,
      candidateId: casey.id,
      method: 'countersign',
    });
    const pdf = (await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200))
      .body as Buffer;
    const { signatures } = await pdfsig(pdf);
    expect(signatures.map((s) => [s.fieldName, s.valid, s.totalDocument])).toEqual([
      ['Seal: Casey Morgan', true, false],
      ['Employer seal: Robin Lee', true, true],
    ]);
    // The candidate's seal still covers exactly what she signed: her copy is the first revision.
    expect(pdf.subarray(0, candidateCopy.length).equals(candidateCopy)).toBe(true);

    const text = await pdftotext(pdf);
    expect(text).toContain('HR Manager');
    expect(text).toContain('Countersignature Certificate');
    expect(text).toContain('1. Candidate');
    expect(text).toContain('Casey Morgan <casey@example.com>');
    expect(text).toContain('2. Employer');
    expect(text).toContain('Robin Lee <staff.staff@example.com>');
    expect(text).toContain('Filled by the employer: Title of employer representative');

    const verified = (await casey.agent.post('/api/verify').attach('pdf', pdf, 'i9.pdf').expect(200))
      .body as VerifyResult;
    expect(verified).toMatchObject({ verdict: 'sealed-here', producedHere: true });
    expect(verified.signatures.map((s) => [s.name, s.ourCa])).toEqual([
      ['Casey Morgan', true],
      ['Robin Lee', true],
    ]);
    expect(verified.document!.trail.map((e) => e.event)).toEqual(
      expect.arrayContaining(['esign.signed', 'esign.countersigned']),
    );
    expect((await staff.agent.get('/api/staff/countersignatures').expect(200)).body).toEqual([]);
    countersigned = pdf;
  });

  test('When the countersigned file is changed after Casey sealed it, Then /verify reads as one plain verdict: sealed by this portal, but changed since', async () => {
    // One letter of the employer's name in the second seal's dictionary: Casey's seal, which ends
    // before it, stays intact; the employer's breaks.
    const [candidateRange, employerRange] = byteRanges(countersigned);
    const at = countersigned.indexOf('Robin Lee', candidateRange![2] + candidateRange![3]);
    // Inside the employer's second signed range, after its /Contents.
    expect(at).toBeGreaterThanOrEqual(employerRange![2]);
    const changed = Buffer.from(countersigned);
    changed[at] = 'B'.charCodeAt(0);

    const verified = (await casey.agent.post('/api/verify').attach('pdf', changed, 'i9.pdf').expect(200))
      .body as VerifyResult;
    expect(verified).toMatchObject({
      verdict: 'changed-since',
      headline: expect.stringMatching(/^Sealed by this portal, but changed since/),
      change: 'broken',
      producedHere: false,
      document: null,
    });
    expect(verified.signatures.map((s) => [s.valid, s.wholeDocument])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  test('When staff approve an uploaded copy of a template that needs the employer, Then it waits for the countersignature, and only that completes it', async () => {
    const uploaded = await countersignTemplate({ formTitle: 'Staffing Agreement', reviewUploads: 'true' });
    const doc = await server.services.documents.assign({
      userId: casey.id,
      templateId: uploaded.body.id,
      assignedBy: staff.id,
    });
    // Signed on paper, scanned, uploaded: it waits for staff review.
    const paper = await PDFDocument.load(await i9Pdf());
    paper.getForm().getTextField('fullName').setText('Casey Morgan');
    paper.getPage(0).drawText('Casey Morgan', { x: 60, y: 630, size: 16 });
    await casey.agent
      .put(`/api/documents/${doc.docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(await paper.save()), 'signed.pdf')
      .expect(200);
    const deliveries = async () =>
      (await server.database.db.selectFrom('webhookDelivery').select(['event', 'payload']).orderBy('id').execute())
        .filter((d) => (JSON.parse(d.payload) as { data: { documentId: number } }).data.documentId === doc.id)
        .map((d) => d.event);

    await staff.agent.post(`/api/staff/documents/${doc.id}/approve`).expect(200);
    const approved = await server.services.documents.get(casey.id, { id: doc.id });
    expect(approved).toMatchObject({
      docusignStatus: 'awaiting_employer',
      isUserActionRequired: false,
      awaitingReview: false,
    });
    const { reviewedAt } = await server.database.db
      .selectFrom('document')
      .select('reviewedAt')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(approved.employerDueAt!)).toBe(addBusinessDays(Number(reviewedAt), 2));
    // The first story's endpoint hears of it only when it is done.
    expect(await deliveries()).toEqual([]);
    const awaiting = (await staff.agent.get('/api/staff/countersignatures').expect(200)).body as { id: number }[];
    expect(awaiting.map((a) => a.id)).toContain(doc.id);

    const link = await staff.agent
      .post(`/api/staff/documents/${doc.id}/countersign`)
      .send({ returnUrl: '/admin/documents/countersign' })
      .expect(200);
    const theirs = await ceremony(staff.agent, link.body.url);
    await staff.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', theirs.ceremonyKey)
      .send({ signature: { kind: 'typed', text: 'Robin Lee' } })
      .expect(200);
    expect(await server.services.documents.get(casey.id, { id: doc.id })).toMatchObject({
      docusignStatus: 'completed',
    });
    expect(await deliveries()).toEqual(['document.countersigned', 'document.completed']);
  });

  test('When the employer signature nears its due date and passes it, Then the assigning staff member is reminded once each time', async () => {
    const uploaded = await countersignTemplate({ formTitle: 'Offer Letter' });
    const doc = await server.services.documents.assign({
      userId: casey.id,
      templateId: uploaded.body.id,
      assignedBy: staff.id,
    });
    const url = (
      await gql(casey.agent, `{ documentSigningUrl(documentId: ${doc.id}, returnUrl: "/onboarding") { url } }`)
    ).data.documentSigningUrl.url as string;
    const mine = await ceremony(casey.agent, url);
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', mine.ceremonyKey).send(CONSENT).expect(200);
    await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', mine.ceremonyKey)
      .send({ signature: { kind: 'typed', text: 'Casey' } })
      .expect(200);
    const dueAt = Date.parse((await server.services.documents.get(casey.id, { id: doc.id })).employerDueAt!);

    const mailsTo = async (address: string) =>
      (
        await server.database.db
          .selectFrom('outbox')
          .select('subject')
          .where('toAddress', '=', address)
          .orderBy('id')
          .execute()
      ).map((r) => r.subject);
    const offset = (at: number) => at - Date.now();
    server.advance(offset(dueAt - 3_600_000));
    await server.services.onboarding.runDueReminders();
    await server.services.onboarding.runDueReminders();
    server.advance(2 * 3_600_000);
    await server.services.onboarding.runDueReminders();
    await server.services.onboarding.runDueReminders();
    const subjects = (await mailsTo('staff.staff@example.com')).filter((s) => s.includes('Offer Letter'));
    expect(subjects).toEqual([
      expect.stringMatching(/^Employer signature due .*: Offer Letter \(Casey Morgan\)$/),
      'Overdue employer signature: Offer Letter (Casey Morgan)',
    ]);
    // The candidate is not reminded of a document she has signed.
    expect((await mailsTo('casey@example.com')).filter((s) => s.includes('Offer Letter'))).toEqual([]);
  });
});
