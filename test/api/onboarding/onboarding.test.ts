/**
 * The onboarding workflow over real HTTP, SMTP and PDFs: a template's AcroForm fields detected and
 * marked, assignment with a due date and one mail, signer fields enforced by the server and written
 * into the signed PDF and its certificate, the status board, review, rejection, extension, cancel.
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import request from 'supertest';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { BOARD_PAGE_SIZE, FIELD_MESSAGES, ONBOARDING_MESSAGES, type StaffTemplate } from '../../../common/onboarding';
import { pdfText } from '../../helpers/pdf-text';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { fieldsPdf, HTML_NAMED_PDF, PDFDocument } from '../../fixtures/pdfs';
import { CONSENT } from '../../helpers/consent';

const PASSWORD = 'Onboard-Passw0rd!';
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('Onboarding workflow API', () => {
  const ctx = useServerWithMail();
  let staff: SignedInUser;
  let casey: SignedInUser;
  let template: StaffTemplate;

  beforeAll(async () => {
    staff = await signedInUser(ctx.server, {
      email: 'robin.onboard@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    casey = await signedInUser(ctx.server, {
      email: 'casey.onboard@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
  });

  async function myDocuments(agent: SignedInUser['agent']) {
    const res = await agent
      .post('/graphql')
      .send({ query: '{ myDocuments { id formTitle isUserActionRequired docusignStatus dueAt rejectedReason } }' });
    return res.body.data.myDocuments as {
      id: number;
      formTitle: string;
      isUserActionRequired: boolean;
      docusignStatus: string;
      dueAt: string | null;
      rejectedReason: string | null;
    }[];
  }

  async function openSigning(documentId: number) {
    const res = await casey.agent
      .post('/graphql')
      .send({
        query: 'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
        variables: { id: documentId },
      })
      .expect(200);
    const token = new URL(res.body.data.documentSigningUrl.url, 'http://x').searchParams.get('token');
    const opened = await casey.agent.post('/api/esign/open').send({ token }).expect(200);
    const key = opened.body.ceremonyKey as string;
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    return { key, fields: opened.body.fields as { name: string; label: string; type: string; required: boolean }[] };
  }

  test('When staff upload a PDF, Then its AcroForm fields are detected and marked; a non-PDF is refused', async () => {
    const refused = await staff.agent
      .post('/api/staff/document-templates')
      .attach('pdf', HTML_NAMED_PDF, { filename: 'form.pdf', contentType: 'application/pdf' });
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(DOCUMENT_SERVER_MESSAGES.notPdf);

    const res = await staff.agent
      .post('/api/staff/document-templates')
      .field('delivery', 'electronic')
      .field('displayLevel', '2')
      .attach('pdf', Buffer.from(await fieldsPdf()), { filename: 'payroll.pdf', contentType: 'application/pdf' })
      .expect(201);
    template = res.body;
    expect(template).toMatchObject({ formTitle: 'Payroll Details Form', signatureType: 'SIGN', displayLevel: 2 });
    const byName = Object.fromEntries(template.fields.map((f) => [f.name, f]));
    expect(byName.firstName).toMatchObject({ role: 'record', recordKey: 'firstName' });
    expect(byName.homeAddress).toMatchObject({ role: 'signer', type: 'text', label: 'Home address' });
    expect(byName.agreeTerms).toMatchObject({ role: 'signer', type: 'checkbox', pdfType: 'checkbox' });
    expect(byName.signature).toMatchObject({ role: 'signature' });

    // A mark naming a field the PDF does not have is a field error, not a 500.
    const bad = await staff.agent
      .put(`/api/staff/document-templates/${template.id}`)
      .send({ ...template, fields: [{ name: 'nope', role: 'signer', type: 'text', required: true, label: 'X' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ONBOARDING_MESSAGES.fieldUnknown('nope'));

    const marked = await staff.agent
      .put(`/api/staff/document-templates/${template.id}`)
      .send({
        ...template,
        fields: [
          { name: 'homeAddress', role: 'signer', type: 'text', required: true, label: 'Home address' },
          { name: 'startDate', role: 'signer', type: 'date', required: true, label: 'Start date' },
        ],
      })
      .expect(200);
    template = marked.body;
    expect(template.fields.find((f) => f.name === 'startDate')).toMatchObject({ type: 'date', required: true });

    // The preview: the doc check's substitution with the sample candidate.
    const preview = await staff.agent.get(`/api/staff/document-templates/${template.id}/preview`).expect(200);
    const text = await pdfText(ctx.server.services, Buffer.from(preview.body.content, 'base64'));
    expect(text).toContain('Jordan');
  });

  test('When staff assign with a due date, Then one mail lists the document; bad emails and past dates are refused', async () => {
    const past = await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId: template.id, emails: 'casey.onboard@example.com', dueDate: isoDay(Date.now() - 3 * DAY) });
    expect([past.status, past.body.fields.dueDate]).toEqual([400, ONBOARDING_MESSAGES.dueDatePast]);
    const unknown = await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId: template.id, emails: 'nobody@example.com', dueDate: isoDay(Date.now() + 7 * DAY) });
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      ONBOARDING_MESSAGES.unknownEmails(['nobody@example.com']),
    ]);
    const nothing = await staff.agent
      .post('/api/staff/document-assignments')
      .send({ emails: 'casey.onboard@example.com', dueDate: isoDay(Date.now() + 7 * DAY) });
    expect([nothing.status, nothing.body.message]).toEqual([400, ONBOARDING_MESSAGES.chooseWhat]);

    // A CSV file's text: the header row and other cells are ignored.
    const res = await staff.agent
      .post('/api/staff/document-assignments')
      .send({
        templateId: template.id,
        emails: 'email,name\r\nCasey.Onboard@example.com,Casey\r\n',
        dueDate: isoDay(Date.now() + 7 * DAY),
      })
      .expect(200);
    expect(res.body).toEqual({
      assigned: [{ email: 'casey.onboard@example.com', documents: 1 }],
      alreadyAssigned: [],
      mailsQueued: 1,
      unknown: [],
      notUsed: [],
    });
    const mail = await ctx.smtp.waitFor('casey.onboard@example.com', /to complete by/);
    expect(mail.text).toContain('Payroll Details Form');
    expect(mail.text).toContain('/onboarding');

    const docs = await myDocuments(casey.agent);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ formTitle: 'Payroll Details Form', isUserActionRequired: true });
    expect(Date.parse(docs[0]!.dueAt!)).toBeGreaterThan(Date.now());
  });

  test('When a required signer field is empty, Then finishing is refused with a clear message; filled, the PDF and certificate carry the values', async () => {
    const [doc] = await myDocuments(casey.agent);
    const { key, fields } = await openSigning(doc!.id);
    expect(fields).toEqual([
      { name: 'homeAddress', label: 'Home address', type: 'text', required: true },
      { name: 'startDate', label: 'Start date', type: 'date', required: true },
      { name: 'agreeTerms', label: 'Agree terms', type: 'checkbox', required: false },
    ]);
    const signature = { kind: 'typed', text: 'Casey Test' };

    const empty = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature, values: { homeAddress: '   ', startDate: '2026-02-30' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(FIELD_MESSAGES.missing);
    expect(empty.body.fields).toEqual({
      homeAddress: FIELD_MESSAGES.required('Home address'),
      startDate: FIELD_MESSAGES.date('Start date'),
    });
    expect((await myDocuments(casey.agent))[0]!.docusignStatus).not.toBe('completed');

    await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({
        signature,
        values: { homeAddress: '12 Harbour Road, Portland', startDate: '2026-12-07', agreeTerms: true },
      })
      .expect(200);
    const completed = (await myDocuments(casey.agent))[0]!;
    expect(completed).toMatchObject({ docusignStatus: 'completed', isUserActionRequired: false });

    const pdf = await staff.agent
      .get(`/api/staff/documents/${doc!.id}/signed.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    // Named by the candidate and the document, as the candidate's own copies are by the document.
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Casey [^"]* - [^"]+ \(signed\)\.pdf"/);
    const signed = await PDFDocument.load(pdf.body as Buffer);
    // Flattened: the one field left is the seal's signature.
    expect(
      signed
        .getForm()
        .getFields()
        .map((f) => f.constructor.name),
    ).toEqual(['PDFSignature']);
    const read = { text: await pdfText(ctx.server.services, pdf.body as Buffer) };
    expect(read.text).toContain('12 Harbour Road, Portland');
    expect(read.text).toContain('Dec 7, 2026');
    expect(read.text).toContain('Casey');
    expect(read.text).toContain('Filled by the signer: Home address');
    expect(read.text).toContain('Filled by the signer: Agree terms');

    const review = await staff.agent.get(`/api/staff/documents/${doc!.id}`).expect(200);
    expect(review.body).toMatchObject({ state: 'completed', candidate: { email: 'casey.onboard@example.com' } });
    expect(review.body.values).toEqual([
      { label: 'Home address', value: '12 Harbour Road, Portland' },
      { label: 'Start date', value: '2026-12-07' },
      { label: 'Agree terms', value: 'true' },
    ]);
    const board = await staff.agent.get('/api/staff/document-status').expect(200);
    expect(board.body.counts).toMatchObject({ completed: 1, outstanding: 0, overdue: 0, rejected: 0 });
    expect(board.body.candidates[0]).toMatchObject({ email: 'casey.onboard@example.com', percent: 100 });
  });

  test('When staff reject with a reason, Then the candidate has it outstanding again with the reason; the board filters by state', async () => {
    const [doc] = await myDocuments(casey.agent);
    const noReason = await staff.agent.post(`/api/staff/documents/${doc!.id}/reject`).send({ reason: ' ' });
    expect([noReason.status, noReason.body.message]).toEqual([400, ONBOARDING_MESSAGES.reasonRequired]);
    await staff.agent
      .post(`/api/staff/documents/${doc!.id}/reject`)
      .send({ reason: 'The home address must include the ZIP code.' })
      .expect(200);
    const again = await staff.agent.post(`/api/staff/documents/${doc!.id}/reject`).send({ reason: 'Twice' });
    expect([again.status, again.body.message]).toEqual([409, ONBOARDING_MESSAGES.notCompleted]);

    const mine = (await myDocuments(casey.agent))[0]!;
    expect(mine).toMatchObject({
      isUserActionRequired: true,
      rejectedReason: 'The home address must include the ZIP code.',
    });
    const rejected = await staff.agent.get('/api/staff/document-status?state=rejected').expect(200);
    expect(rejected.body.counts.rejected).toBe(1);
    expect(rejected.body.candidates[0].documents).toHaveLength(1);
    expect(rejected.body.candidates[0].percent).toBe(0);
    const completed = await staff.agent.get('/api/staff/document-status?state=completed').expect(200);
    expect(completed.body.candidates).toEqual([]);
    const bad = await staff.agent.get('/api/staff/document-status?state=lost');
    expect(bad.status).toBe(400);
  });

  test('When staff extend and then cancel, Then the due date moves, the document leaves the lists and its events stay', async () => {
    const [doc] = await myDocuments(casey.agent);
    const due = isoDay(Date.now() + 30 * DAY);
    await staff.agent.post(`/api/staff/documents/${doc!.id}/extend`).send({ dueDate: due }).expect(200);
    expect((await myDocuments(casey.agent))[0]!.dueAt!.slice(0, 10)).toBe(due);
    const badDate = await staff.agent.post(`/api/staff/documents/${doc!.id}/extend`).send({ dueDate: '2026-13-01' });
    expect([badDate.status, badDate.body.fields.dueDate]).toEqual([400, ONBOARDING_MESSAGES.dueDateInvalid]);

    await staff.agent.post(`/api/staff/documents/${doc!.id}/cancel`).send({}).expect(200);
    expect(await myDocuments(casey.agent)).toEqual([]);
    const board = await staff.agent.get('/api/staff/document-status').expect(200);
    expect(board.body.candidates).toEqual([]);
    const events = (await ctx.server.services.documents.events(doc!.id)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['assigned', 'review.rejected', 'due_date.extended', 'cancelled']));
    const missing = await staff.agent.get('/api/staff/documents/abc');
    expect([missing.status, missing.body.message]).toEqual([404, ONBOARDING_MESSAGES.documentNotFound]);
    await request(ctx.server.url).get('/api/staff/document-status').expect(401);
  });

  test('When more candidates have documents than a page holds, Then the board pages them and its counts cover all', async () => {
    const emails = Array.from(
      { length: BOARD_PAGE_SIZE + 2 },
      (_, i) => `pager${String(i).padStart(2, '0')}@example.com`,
    );
    for (const [i, email] of emails.entries())
      await ctx.server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'Pat',
        lastName: `Pager ${String.fromCharCode(65 + (i % 26))}${i}`,
        role: 'candidate',
        confirmed: true,
      });
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId: template.id, emails: emails.join(','), dueDate: isoDay(Date.now() + 7 * DAY) })
      .expect(200);

    const first = (await staff.agent.get('/api/staff/document-status?q=pager').expect(200)).body;
    expect(first).toMatchObject({ total: BOARD_PAGE_SIZE + 2, page: 1, pageSize: BOARD_PAGE_SIZE });
    expect(first.candidates).toHaveLength(BOARD_PAGE_SIZE);
    expect(first.counts.outstanding).toBe(BOARD_PAGE_SIZE + 2);
    const second = (await staff.agent.get('/api/staff/document-status?q=pager&page=2').expect(200)).body;
    expect(second.candidates).toHaveLength(2);
    expect(second.counts).toEqual(first.counts);
    const seen = [...first.candidates, ...second.candidates].map((c: { email: string }) => c.email);
    expect(new Set(seen).size).toBe(emails.length);
    expect(seen.sort()).toEqual([...emails].sort());
    const beyond = (await staff.agent.get('/api/staff/document-status?q=pager&page=3').expect(200)).body;
    expect([beyond.candidates, beyond.total]).toEqual([[], BOARD_PAGE_SIZE + 2]);
    for (const page of ['0', 'two', '1.5', '10001']) {
      const bad = await staff.agent.get(`/api/staff/document-status?page=${page}`);
      expect([bad.status, bad.body.message]).toEqual([400, ONBOARDING_MESSAGES.invalidForm]);
    }
  });
});
