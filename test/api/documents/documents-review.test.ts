/**
 * Assignments without duplicates, informational documents kept apart from what is signed, uploaded
 * copies that wait for staff review, and the admin's own row: against the real server and SMTP.
 * Past 300 lines because the four share one server, its mailbox and the uploads they review.
 */
import { sql } from 'kysely';
import type request from 'supertest';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { ONBOARDING_MESSAGES } from '../../../common/onboarding';
import { samplePdf, signedCopyPdf } from '../../fixtures/pdfs';
import { isUniqueViolation } from '../../../server/lib/db-errors';
import { binary } from '../../helpers/binary';
import { testDialect } from '../../helpers/db';
import { waitUntil } from '../../helpers/wait';
import { useServerWithMail } from '../../helpers/mail-server';
import { documentTitled, uploadSignedCopy, uploadTemplate } from '../../helpers/documents';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'Review-Passw0rd!';
const DAY = 86_400_000;
/** A race that only PostgreSQL can run: SQLite's single connection serialises the transactions. */
const onPostgres: jest.It = testDialect() === 'postgres' ? test : test.skip;
const due = () => new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
const LISTS =
  '{ myManualDocuments { unsigned { id formTitle } signed { id } informational { id } } myElectronicDocuments { unsigned { id formTitle awaitingReview docusignStatus rejectedReason } signed { id formTitle } informational { id formTitle acknowledge } } myDocumentsCompletableCount }';

describe('Document assignments, informational documents and reviews', () => {
  const ctx = useServerWithMail();
  let staff: SignedInUser;
  let admin: SignedInUser;
  let casey: SignedInUser;

  beforeAll(async () => {
    staff = await signedInUser(ctx.server, {
      email: 'sam.review@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
    admin = await signedInUser(ctx.server, {
      email: 'ada.review@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    });
    casey = await signedInUser(ctx.server, {
      email: 'casey.review@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
  });

  const template = (formTitle: string, settings: Record<string, string>) =>
    uploadTemplate(staff.agent, formTitle, settings);
  const doc = (formTitle: string) => documentTitled(ctx.server, formTitle);
  const upload = (formTitle: string) => uploadSignedCopy(ctx.server, casey.agent, formTitle);
  const assign = (templateId: number) =>
    staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId, emails: 'casey.review@example.com', dueDate: due() })
      .expect(200);
  /** The candidate's documents of a template still in play (not cancelled, not completed). */
  const openDocuments = (templateId: number) =>
    ctx.server.database.db
      .selectFrom('document')
      .select('id')
      .where('templateId', '=', templateId)
      .where('cancelledAt', 'is', null)
      .where('status', '<>', 'completed')
      .execute();
  const lists = async () => (await casey.agent.post('/graphql').send({ query: LISTS }).expect(200)).body.data;
  const board = async () => (await staff.agent.get('/api/staff/document-status').expect(200)).body;
  const mailsTo = (subject: RegExp) =>
    ctx.smtp.mails.filter((m) => m.to.includes('casey.review@example.com') && subject.test(m.subject ?? ''));

  test('When staff assign a template the candidate still has open, Then it is not assigned or mailed again, and the answer says so', async () => {
    const t = await template('Code of Conduct', { signatureType: 'SIGN' });
    const first = await assign(t.id);
    expect(first.body).toEqual({
      assigned: [{ email: 'casey.review@example.com', documents: 1 }],
      alreadyAssigned: [],
      mailsQueued: 1,
      unknown: [],
      notUsed: [],
    });
    const again = await assign(t.id);
    expect(again.body).toEqual({
      assigned: [],
      alreadyAssigned: [{ email: 'casey.review@example.com', titles: ['Code of Conduct'] }],
      mailsQueued: 0,
      unknown: [],
      notUsed: [],
    });
    await ctx.smtp.waitFor('casey.review@example.com', /Code of Conduct|to complete by/);
    const rows = await ctx.server.database.db
      .selectFrom('document')
      .select('id')
      .where('formTitle', '=', 'Code of Conduct')
      .execute();
    expect(rows).toHaveLength(1);
    expect(mailsTo(/to complete by/)).toHaveLength(1);
  });

  test('When staff invite an address already invited to the job, Then no second mail or row, and the answer lists it', async () => {
    const [jobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Forklift Driver',
        description: '<p>Drive.</p>',
        corpTitle: 'Fabrikam',
        employmentType: 'Permanent' as const,
        category: 'Distribution' as const,
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    const invite = () =>
      staff.agent.post(`/api/staff/jobs/${jobId}/invitations`).send({ emails: 'casey.review@example.com' }).expect(200);
    expect((await invite()).body).toMatchObject({
      invited: [{ email: 'casey.review@example.com' }],
      alreadyInvited: [],
    });
    expect((await invite()).body).toEqual({ invited: [], refused: [], alreadyInvited: ['casey.review@example.com'] });
    const list = await staff.agent.get(`/api/staff/jobs/${jobId}/invitations`).expect(200);
    expect(list.body).toHaveLength(1);
    await ctx.smtp.waitFor('casey.review@example.com', /A job for you: Forklift Driver/);
    expect(mailsTo(/A job for you: Forklift Driver/)).toHaveLength(1);
  });

  test('When an informational document is assigned, Then the mail asks to read it, it is listed apart, never outstanding, never reminded, and takes no upload', async () => {
    const t = await template('Company Handbook', { signatureType: 'INFO', acknowledge: 'true' });
    expect(t).toMatchObject({ signatureType: 'INFO', acknowledge: true, reviewUploads: false });
    await assign(t.id);
    const mail = await ctx.smtp.waitFor('casey.review@example.com', /to read/);
    expect(mail.subject).toBe('A document to read');
    expect(mail.text).toContain('Please read this document; there is nothing to sign.');
    expect(mail.text).toContain('Company Handbook');

    const data = await lists();
    expect(data.myElectronicDocuments.informational).toEqual([
      expect.objectContaining({ formTitle: 'Company Handbook', acknowledge: true }),
    ]);
    expect(data.myElectronicDocuments.unsigned.map((d: { formTitle: string }) => d.formTitle)).not.toContain(
      'Company Handbook',
    );

    const b = await board();
    const docs = b.candidates[0].documents as { id: number; formTitle: string; state: string }[];
    const info = docs.find((d) => d.formTitle === 'Company Handbook')!;
    expect(info.state).toBe('informational');
    expect(b.counts).toMatchObject({ informational: 1, outstanding: 1 });
    const reminded = await staff.agent.post(`/api/staff/documents/${info.id}/remind`).expect(200);
    expect(reminded.body).toEqual({ sent: 0, waiting: [] });

    const handle = (
      await ctx.server.database.db
        .selectFrom('document')
        .select('docHandle')
        .where('id', '=', info.id)
        .executeTakeFirstOrThrow()
    ).docHandle;
    const upload = await casey.agent
      .put(`/api/documents/${handle}.pdf`)
      .attach('pdf_signed', Buffer.from(await samplePdf({ formTitle: 'Company Handbook' })), 'copy.pdf');
    expect([upload.status, upload.body.message]).toEqual([409, DOCUMENT_SERVER_MESSAGES.readOnly]);
    // The View opens the PDF itself in the browser's viewer.
    const view = await casey.agent.get(`/api/documents/${handle}.pdf?view=inline`).expect(200);
    expect(view.headers['content-disposition']).toBe('inline; filename="Company Handbook.pdf"');
  });

  test('When a candidate uploads a copy, hard copy or electronic, Then it waits for review; approve completes it, reject returns it with the reason', async () => {
    const manual = await template("Employee's Tax Form", { signatureType: 'SIGN', delivery: 'manual' });
    expect(manual.reviewUploads).toBe(true);
    const electronic = await template('Direct Deposit', { signatureType: 'SIGN', delivery: 'electronic' });
    expect(electronic.reviewUploads).toBe(true);
    await assign(manual.id);
    await assign(electronic.id);

    const uploaded = (await upload("Employee's Tax Form")).body.document;
    expect(uploaded).toMatchObject({ awaitingReview: true, docusignStatus: 'sent', isUserActionRequired: true });
    const tax = await doc("Employee's Tax Form");
    expect((await staff.agent.get(`/api/staff/documents/${tax.id}`).expect(200)).body).toMatchObject({
      state: 'review',
      awaitingReview: true,
    });
    // A second upload while it waits is refused.
    const twice = await casey.agent
      .put(`/api/documents/${tax.docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(await signedCopyPdf({ formTitle: "Employee's Tax Form" })), 'scan.pdf');
    expect([twice.status, twice.body.message]).toEqual([409, DOCUMENT_SERVER_MESSAGES.awaitingReview]);
    // The download keeps the apostrophe, quoted in the header.
    const copy = await casey.agent.get(`/api/documents/${tax.docHandle}.pdf`).expect(200);
    expect(copy.headers['content-disposition']).toBe(`attachment; filename="Employee's Tax Form (signed).pdf"`);

    await staff.agent
      .post(`/api/staff/documents/${tax.id}/reject`)
      .send({ reason: 'Page 2 is not signed.' })
      .expect(200);
    let manualList = (await lists()).myManualDocuments;
    expect(manualList.unsigned).toEqual([expect.objectContaining({ formTitle: "Employee's Tax Form" })]);
    const returned = (
      await casey.agent.post('/graphql').send({ query: `{ myDocuments { id awaitingReview rejectedReason } }` })
    ).body.data.myDocuments.find((d: { id: number }) => d.id === tax.id);
    expect(returned).toEqual({ id: tax.id, awaitingReview: false, rejectedReason: 'Page 2 is not signed.' });

    await upload("Employee's Tax Form");
    await staff.agent.post(`/api/staff/documents/${tax.id}/approve`).expect(200);
    manualList = (await lists()).myManualDocuments;
    expect(manualList.signed).toEqual([{ id: tax.id }]);

    // Download & Sign of an electronic document: under Unsigned, waiting for review, not signed.
    const direct = (await upload('Direct Deposit')).body.document;
    expect(direct).toMatchObject({ awaitingReview: true, docusignStatus: 'sent', isUserActionRequired: true });
    const deposit = await doc('Direct Deposit');
    let electronicList = (await lists()).myElectronicDocuments;
    expect(electronicList.unsigned).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: deposit.id, awaitingReview: true, docusignStatus: 'sent' }),
      ]),
    );
    expect(electronicList.signed.map((d: { id: number }) => d.id)).not.toContain(deposit.id);
    await staff.agent.post(`/api/staff/documents/${deposit.id}/approve`).expect(200);
    electronicList = (await lists()).myElectronicDocuments;
    expect(electronicList.signed.map((d: { id: number }) => d.id)).toContain(deposit.id);
  });

  test('When a candidate uploads the unchanged download of an electronic document, or its template, Then it is refused at once and nothing is kept', async () => {
    // Even where staff turned review off, a blank is never a signed copy.
    const t = await template('Safety Briefing', {
      signatureType: 'SIGN',
      delivery: 'electronic',
      reviewUploads: 'false',
    });
    expect(t.reviewUploads).toBe(false);
    await assign(t.id);
    const row = () =>
      ctx.server.database.db
        .selectFrom('document')
        .select(['id', 'docHandle', 'status', 'signedKey', 'reviewStatus', 'signedAt'])
        .where('formTitle', '=', 'Safety Briefing')
        .executeTakeFirstOrThrow();
    const { id, docHandle } = await row();
    const blank = (await casey.agent.get(`/api/documents/${docHandle}.pdf`).buffer(true).parse(binary).expect(200))
      .body as Buffer;
    const put = (bytes: Uint8Array) =>
      casey.agent.put(`/api/documents/${docHandle}.pdf`).attach('pdf_signed', Buffer.from(bytes), 'signed.pdf');

    for (const bytes of [blank, await samplePdf({ formTitle: 'Safety Briefing' })]) {
      const refused = await put(bytes);
      expect([refused.status, refused.body.message]).toEqual([400, DOCUMENT_SERVER_MESSAGES.blankCopy]);
    }
    expect(await row()).toMatchObject({ status: 'sent', signedKey: null, reviewStatus: null, signedAt: null });
    const trail = await ctx.server.services.documents.events(id);
    expect(trail.filter((e) => e.event === 'signed_copy.rejected')).toHaveLength(2);
    const electronicList = (await lists()).myElectronicDocuments;
    expect(electronicList.signed.map((d: { id: number }) => d.id)).not.toContain(id);

    // A copy that is not the blank is taken (completed at once here: review is off for this template).
    const signed = await put(await signedCopyPdf({ formTitle: 'Safety Briefing' })).expect(200);
    expect(signed.body.document).toMatchObject({ docusignStatus: 'completed' });
  });

  test('When staff assign one template to one candidate in several requests at once, Then one document and one mail; every other answer says already assigned', async () => {
    const t = await template('Timesheet Rules', { signatureType: 'SIGN' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        staff.agent
          .post('/api/staff/document-assignments')
          .send({ templateId: t.id, emails: 'casey.review@example.com', dueDate: due() }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.assigned.length === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.alreadyAssigned.length === 1).map((a) => a.body.alreadyAssigned)).toEqual(
      Array(5).fill([{ email: 'casey.review@example.com', titles: ['Timesheet Rules'] }]),
    );
    expect(await openDocuments(t.id)).toHaveLength(1);
    const queued = await ctx.server.database.db
      .selectFrom('outbox')
      .select('id')
      .where('toAddress', '=', 'casey.review@example.com')
      .where('textBody', 'like', '%Timesheet Rules%')
      .execute();
    expect(queued).toHaveLength(1);
  });

  test('When a second open document of one template is written for one candidate, Then the database refuses it; once the first is cancelled, it is taken', async () => {
    const t = await template('Uniform Policy', { signatureType: 'SIGN' });
    const { documents } = ctx.server.services;
    const first = await documents.assign({ userId: casey.id, templateId: t.id });
    const second = await documents.assign({ userId: casey.id, templateId: t.id }).catch((err: unknown) => err);
    expect(isUniqueViolation(second)).toBe(true);
    await staff.agent.post(`/api/staff/documents/${first.id}/cancel`).send({}).expect(200);
    await documents.assign({ userId: casey.id, templateId: t.id });
    expect(await openDocuments(t.id)).toHaveLength(1);
  });

  test('When a completed document is returned while its template is assigned again and still open, Then it is refused with the reason, and it stays completed', async () => {
    const t = await template('Key Card Policy', { signatureType: 'SIGN', reviewUploads: 'false' });
    await assign(t.id);
    const first = await doc('Key Card Policy');
    await upload('Key Card Policy');
    expect((await assign(t.id)).body.assigned).toEqual([{ email: 'casey.review@example.com', documents: 1 }]);
    const back = await staff.agent.post(`/api/staff/documents/${first.id}/reject`).send({ reason: 'Unreadable.' });
    expect([back.status, back.body.message]).toEqual([409, ONBOARDING_MESSAGES.assignedAgain]);
    expect((await staff.agent.get(`/api/staff/documents/${first.id}`).expect(200)).body.state).toBe('completed');
  });

  onPostgres(
    'When an assignment races one that commits while it writes, Then the unique index decides and the answer says already assigned',
    async () => {
      const t = await template('Parking Permit', { signatureType: 'SIGN' });
      const { db } = ctx.server.database;
      let answer: Promise<request.Response> | undefined;
      await db.transaction().execute(async (trx) => {
        // Another request's document, written and not yet committed: the assignment cannot see it.
        await ctx.server.services.documents.assign({ userId: casey.id, templateId: t.id }, trx);
        answer = assign(t.id).then((r) => r);
        // It waits on the index for this transaction, then commits into a conflict.
        await waitUntil(async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
          return rows[0]!.n > 0;
        });
      });
      expect((await answer!).body).toEqual({
        assigned: [],
        alreadyAssigned: [{ email: 'casey.review@example.com', titles: ['Parking Permit'] }],
        mailsQueued: 0,
        unknown: [],
        notUsed: [],
      });
      expect(await openDocuments(t.id)).toHaveLength(1);
    },
  );

  test('When the admin lists staff accounts, Then their own row is marked and deactivating it is refused', async () => {
    const list = (await admin.agent.get('/api/staff/accounts').expect(200)).body as { id: number; self: boolean }[];
    expect(list.filter((a) => a.self).map((a) => a.id)).toEqual([admin.id]);
    const own = await admin.agent.post(`/api/staff/accounts/${admin.id}/deactivate`);
    expect(own.status).toBe(403);
  });
});
