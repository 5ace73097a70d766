/**
 * Form I-9's official PDF over HTTP on both databases: I-9 staff upload the demo stand-in (its
 * fields read and a mapping suggested from the official names), correct the mapping, and are told
 * when the edition is about to lapse or has; the employee's Section 1 and the employer's Section 2
 * each fill their fields and add a seal as an incremental update, so pdfsig finds two valid
 * signatures over the final file and reads the values from its fields; hostile or field-less files
 * are refused, and staff without the I-9 permission reach none of it.
 */
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { I9_TEMPLATE_MESSAGES as TM, type EditionNotice, type I9Template } from '../../../common/i9-pdf';
import { DEMO_EDITION, DEMO_EXPIRES, demoI9Pdf } from '../../../server/features/i9/demo-form';
import { STORAGE_GRACE_MS, sweepStorage } from '../../../server/lib/housekeeping';
import { binary } from '../../helpers/documents';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { byteRanges, pdfsig, pdftotext } from '../../helpers/pdfsig';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Pdf-Passw0rd!';

describe('Form I-9: the official PDF, its mapping and its seals', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  let admin: SignedInUser;
  let recruiter: SignedInUser;
  let ivy: SignedInUser;
  let casey: SignedInUser;
  let jobId: number;
  let standIn: Uint8Array;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@i9pdf.test', 'Ada', 'admin');
    recruiter = await who('robin@i9pdf.test', 'Robin', 'staff');
    ivy = await who('ivy@i9pdf.test', 'Ivy', 'staff');
    casey = await who('casey@i9.test', 'Casey', 'candidate');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
    jobId = (await ctx.server.services.jobs.createJobs([aJob('Forklift Operator')]))[0]!;
    await ctx.server.services.i9.addSite({ name: 'Austin DC', address: '9500 N Lamar Blvd, Austin, TX' });
    standIn = await demoI9Pdf();
  }, 60_000);

  const upload = (agent: SignedInUser['agent'], bytes: Uint8Array, fields: Record<string, string>) => {
    const req = agent.post('/api/staff/i9-templates');
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    return req.attach('pdf', Buffer.from(bytes), { filename: 'i-9.pdf', contentType: 'application/pdf' });
  };

  test('When I-9 staff upload the stand-in, Then its fields are read and mapped from the official names; a recruiter is refused', async () => {
    expect((await upload(recruiter.agent, standIn, { edition: '01/20/25', expiresOn: '2027-05-31' })).status).toBe(403);
    expect((await recruiter.agent.get('/api/staff/i9-templates')).status).toBe(403);
    const none = (await ivy.agent.get('/api/staff/i9-templates/notice').expect(200)).body.notice as EditionNotice;
    expect(none).toEqual({ kind: 'missing' });

    const missingEdition = await upload(ivy.agent, standIn, { expiresOn: '2027-05-31' });
    expect([missingEdition.status, missingEdition.body.fields?.edition]).toEqual([400, TM.editionRequired]);
    const badDate = await upload(ivy.agent, standIn, { edition: '01/20/25', expiresOn: '05/31/2027' });
    expect([badDate.status, badDate.body.fields?.expiresOn]).toEqual([400, TM.expiresRequired]);
    const fake = await upload(ivy.agent, Buffer.from('<html><script>alert(1)</script></html>'), {
      edition: '01/20/25',
      expiresOn: '2027-05-31',
    });
    expect(fake.status).toBe(415);
    const flat = await PDFDocument.create();
    flat.addPage();
    const noFields = await upload(ivy.agent, await flat.save(), { edition: '01/20/25', expiresOn: '2027-05-31' });
    expect([noFields.status, noFields.body.message]).toEqual([400, TM.noFields]);

    const res = await upload(ivy.agent, standIn, { edition: DEMO_EDITION, expiresOn: DEMO_EXPIRES });
    expect(res.status).toBe(201);
    const template = res.body as I9Template;
    expect(template).toMatchObject({ edition: '01/20/25', pageCount: 4, current: true, mappingConfirmed: false });
    // Every field of the stand-in carries an official name, so every one is suggested.
    expect(template.fields.length).toBeGreaterThan(100);
    expect(Object.keys(template.mapping)).toHaveLength(template.fields.length);
    expect(template.mapping['Last Name (Family Name)']).toBe('s1.lastName');
    expect(template.mapping['List B Document Number 1']).toBe('s2.listBNumber');
    expect(template.mapping['CB_1']).toBe('s1.statusCitizen');
    const unmapped = (await ivy.agent.get('/api/staff/i9-templates/notice').expect(200)).body.notice;
    expect(unmapped).toEqual({ kind: 'unmapped', edition: '01/20/25', templateId: template.id });
  });

  test('When staff save the mapping, Then unknown fields, unknown elements and a box shown as text are refused; a valid one is confirmed', async () => {
    const [template] = (await ivy.agent.get('/api/staff/i9-templates').expect(200)).body as I9Template[];
    const save = (mapping: Record<string, string>) =>
      ivy.agent.put(`/api/staff/i9-templates/${template!.id}/mapping`).send({ mapping });
    const unknownField = await save({ 'No such field': 's1.lastName' });
    expect([unknownField.status, unknownField.body.fields['mapping.No such field']]).toEqual([400, TM.unknownField]);
    const unknownElement = await save({ 'Last Name (Family Name)': 's1.favouriteColour' });
    expect(unknownElement.body.fields['mapping.Last Name (Family Name)']).toBe(TM.unknownElement);
    const boxAsText = await save({ CB_1: 's1.lastName' });
    expect(boxAsText.body.fields['mapping.CB_1']).toBe(TM.boxElement);
    // The employer's own choice: the email field left out of the PDF.
    const mapping = { ...template!.mapping, 'Employees E-mail Address': '' };
    const saved = await save(mapping);
    expect(saved.status).toBe(200);
    expect(saved.body.mappingConfirmed).toBe(true);
    expect(saved.body.mapping['Employees E-mail Address']).toBeUndefined();
    expect((await ivy.agent.get('/api/staff/i9-templates/notice').expect(200)).body.notice).toBeNull();
  });

  test('When the employee signs Section 1 and staff Section 2, Then the PDF holds both parts and two valid seals, each an incremental update', async () => {
    const app = await applyTo(casey.agent, jobId);
    await recruiter.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    const form = (await casey.agent.post(`/api/me/applications/${app}/offer/accept`).send({ startDate: today }))
      .body as { id: number };
    const noPdf = await ivy.agent.get(`/api/staff/i9/${form.id}/pdf`);
    expect([noPdf.status, noPdf.body.message]).toEqual([404, TM.noPdf]);
    const preparer = {
      lastName: 'Ortega',
      firstName: 'Lucia',
      address: '500 E 5th St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      signature: 'Lucia Ortega',
    };
    await casey.agent
      .put(`/api/me/i9/${form.id}/section1`)
      .send({ section1: SECTION1, preparers: [preparer], lateReason: '' })
      .expect(200);
    const afterSection1 = (await ivy.agent.get(`/api/staff/i9/${form.id}/pdf`).buffer(true).parse(binary).expect(200))
      .body as Buffer;
    const first = await pdfsig(afterSection1);
    expect(first.signatures.filter((s) => s.fieldName.startsWith('Form I-9 seal'))).toHaveLength(1);

    await ivy.agent.put(`/api/staff/i9/${form.id}/section2`).send({ section2: SECTION2, lateReason: '' }).expect(200);
    const final = (await ivy.agent.get(`/api/staff/i9/${form.id}/pdf`).buffer(true).parse(binary).expect(200))
      .body as Buffer;
    // Incremental: the file after Section 1 is the start of the final one, byte for byte.
    expect(final.subarray(0, afterSection1.length).equals(afterSection1)).toBe(true);
    const { signatures } = await pdfsig(final);
    const seals = signatures.filter((s) => s.fieldName.startsWith('Form I-9 seal'));
    expect(seals.map((s) => [s.fieldName, s.valid])).toEqual([
      ['Form I-9 seal 1: Casey Rivera', true],
      ['Form I-9 seal 2: Ivy Nguyen', true],
    ]);
    // The first seal covers exactly the file as it was after Section 1.
    const ranges = byteRanges(final);
    expect(ranges[0]![2] + ranges[0]![3]).toBe(afterSection1.length);

    const fields = (await PDFDocument.load(final, { ignoreEncryption: true })).getForm();
    const text = (name: string) => fields.getTextField(name).getText();
    expect(text('Last Name (Family Name)')).toBe('Rivera');
    expect(text('Date of Birth mmddyyyy')).toBe('03/08/1994');
    expect(text('Signature of Employee')).toBe('Casey J. Rivera');
    expect(fields.getCheckBox('CB_1').isChecked()).toBe(true);
    expect(fields.getCheckBox('CB_3').isChecked()).toBe(false);
    expect(text('Preparer or Translator Last Name (Family Name) 1')).toBe('Ortega');
    expect(text('List B Document Number 1')).toBe('TX 40887123');
    expect(text('List C Document Title 1')).toBe('Social Security card without restrictions');
    expect(text('Signature of Employer or AR')).toBe('Ivy Nguyen');
    expect(text('Employers Business or Org Name')).toBe('Austin DC');
    // The field the mapping left out stays empty.
    expect(text('Employees E-mail Address')).toBeUndefined();
    // A reader that shows only appearances sees the values, and the demonstration mark on every page.
    const shown = await pdftotext(final);
    expect(shown).toContain('TX 40887123');
    expect(shown.split('\f').filter((page) => page.includes('DEMONSTRATION - NOT THE OFFICIAL FORM I-9'))).toHaveLength(
      4,
    );
    expect((await recruiter.agent.get(`/api/staff/i9/${form.id}/pdf`)).status).toBe(403);
    // Storage housekeeping keeps the edition and the form's PDF: rows refer to them.
    const removed = await sweepStorage(
      ctx.server.database.db,
      ctx.server.services.storage,
      Date.now() + 2 * STORAGE_GRACE_MS,
    );
    expect(removed.filter((key) => key.startsWith('i9-templates/') || key.startsWith('i9/'))).toEqual([]);
    await ivy.agent.get(`/api/staff/i9/${form.id}/pdf`).expect(200);
    // /verify knows the file as this portal's (and the file after Section 1 as an earlier version of ours).
    for (const file of [final, afterSection1]) {
      const verified = await request(ctx.server.url)
        .post('/api/verify')
        .attach('pdf', file, { filename: 'i-9.pdf', contentType: 'application/pdf' });
      expect([verified.status, verified.body.verdict, verified.body.document]).toEqual([200, 'sealed-here', null]);
    }
  });

  test('When the edition is within 60 days of its expiry, and when it has passed, Then the notice says so', async () => {
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const lapsing = await upload(ivy.agent, standIn, { edition: '01/20/25', expiresOn: soon });
    expect(lapsing.status).toBe(201);
    expect((await ivy.agent.get('/api/staff/i9-templates/notice')).body.notice).toMatchObject({
      kind: 'expiring',
      expiresOn: soon,
    });
    // I-9 staff are mailed once to upload the next edition; a second run sends nothing more.
    await ctx.server.services.runOverdueI9();
    const mail = await ctx.smtp.waitFor('ivy@i9pdf.test', /Form I-9 edition 01\/20\/25 expires on/);
    expect(mail.text).toContain('/admin/i9/templates');
    const mailed = ctx.smtp.mails.length;
    await ctx.server.services.runOverdueI9();
    expect(ctx.smtp.mails.filter((m) => /Form I-9 edition/.test(m.subject))).toHaveLength(1);
    expect(ctx.smtp.mails.some((m) => m.to.includes('robin@i9pdf.test') && /edition/.test(m.subject))).toBe(false);
    expect(ctx.smtp.mails.length).toBe(mailed);
    const past = await upload(ivy.agent, standIn, { edition: '08/01/23', expiresOn: '2025-07-31' });
    expect((await ivy.agent.get('/api/staff/i9-templates/notice')).body.notice).toEqual({
      kind: 'expired',
      edition: '08/01/23',
      expiresOn: '2025-07-31',
      templateId: past.body.id,
    });
    // Only the newest edition is current; the first keeps the form made on it.
    const list = (await ivy.agent.get('/api/staff/i9-templates')).body as I9Template[];
    expect(list.map((t) => [t.current, t.forms])).toEqual([
      [true, 0],
      [false, 0],
      [false, 1],
    ]);
  });

  test('Anonymous requests are refused', async () => {
    expect((await request(ctx.server.url).get('/api/staff/i9-templates')).status).toBe(401);
  });
});
