/**
 * Copies of the documents examined for Form I-9, over HTTP on both databases: every upload is a
 * hostile file (a fake PDF, an HTML page named .pdf, a file past 10 MB are refused with nothing
 * stored; a photo is re-encoded, its metadata and trailer gone); a copy downloads as an attachment
 * that is never sniffed; only I-9 staff upload, download or remove; the remote examination at an
 * E-Verify site needs the front and back of each document, the examiner and the session's time, and
 * names what is missing; once Section 2 is signed its copies stay with the form.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describeAuditEvent } from '../../../common/audit-text';
import { I9_MESSAGES as M, type I9Record, type I9Section2 } from '../../../common/i9';
import { COPY_LABELS, I9_COPY_MESSAGES as CM, missingCopiesMessage, type I9Copy } from '../../../common/i9-copies';
import { binary } from '../../helpers/binary';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { pngChunk } from '../../fixtures/bombs';
import { HTML_NAMED_PDF, PDFDocument, scannedPdf } from '../../fixtures/pdfs';

const PASSWORD = 'I9-Copies-Passw0rd!';
const REMOTE = { remote: true, videoSessionAt: '2027-03-02T10:00:00-06:00' } as const;

describe('Form I-9: copies of the documents and the remote examination', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  let recruiter: SignedInUser;
  let ivy: SignedInUser;
  let casey: SignedInUser;
  let everifySite: number;
  let jobs = 0;
  let pdf: Buffer;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    const admin = await who('admin@copies.test', 'Ada', 'admin');
    recruiter = await who('robin@copies.test', 'Robin', 'staff');
    ivy = await who('ivy@copies.test', 'Ivy', 'staff');
    casey = await who('casey@copies.test', 'Casey', 'candidate');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
    await ctx.server.services.i9.addSite({ name: 'Head office' });
    everifySite = await ctx.server.services.i9.addSite({ name: 'Austin DC', everify: true });
    pdf = Buffer.from(await scannedPdf());
  }, 60_000);

  /** A form whose Section 1 is signed, at the E-Verify site or the head office. */
  async function awaitingSection2(everify: boolean): Promise<number> {
    jobs += 1;
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob(`Copies ${jobs}`)]);
    const app = await applyTo(casey.agent, jobId!);
    await recruiter.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    const { id } = (
      await recruiter.agent
        .post(`/api/staff/applications/${app}/offer-acceptance`)
        .send({ startDate: '2031-03-03', ...(everify ? { hiringSiteId: everifySite } : {}) })
        .expect(200)
    ).body;
    const section1 = everify ? { ...SECTION1, ssn: '123-45-6789' } : SECTION1;
    await casey.agent.put(`/api/me/i9/${id}/section1`).send({ section1 }).expect(200);
    return id as number;
  }

  const upload = (
    agent: SignedInUser['agent'],
    id: number,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string },
  ) => {
    let req = agent.post(`/api/staff/i9/${id}/copies`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return file ? req.attach('file', file.bytes, { filename: file.name }) : req;
  };
  const download = (agent: SignedInUser['agent'], url: string) => agent.get(url).buffer(true).parse(binary);
  const section2 = (id: number, values: Partial<I9Section2>) =>
    ivy.agent.put(`/api/staff/i9/${id}/section2`).send({ section2: { ...SECTION2, ...values } });
  const storedCopies = async () =>
    (await ctx.server.services.storage.list()).filter((f) => f.key.startsWith('i9-copies/')).map((f) => f.key);

  test('When a copy is uploaded, Then it is opened by its content: a fake PDF, HTML named .pdf and a file past 10 MB are refused with nothing stored, and a photo is re-encoded', async () => {
    const id = await awaitingSection2(false);
    const front = { document: 'listB', side: 'front' };
    const fake = await upload(ivy.agent, id, front, {
      bytes: Buffer.from('%PDF-1.7\nNot a PDF at all: only text behind the header.\n%%EOF\n'),
      name: 'license.pdf',
    });
    expect([fake.status, fake.body.fields]).toEqual([415, { file: CM.notAllowedType }]);
    const html = await upload(ivy.agent, id, front, { bytes: HTML_NAMED_PDF, name: 'license.pdf' });
    expect([html.status, html.body.message]).toEqual([415, CM.notAllowedType]);
    const big = await upload(ivy.agent, id, front, {
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
      name: 'license.pdf',
    });
    expect([big.status, big.body.message]).toEqual([413, CM.tooLarge]);
    const noFile = await upload(ivy.agent, id, front);
    expect([noFile.status, noFile.body.fields]).toEqual([400, { file: CM.fileRequired }]);
    const noSide = await upload(ivy.agent, id, { document: 'passport', side: 'left' }, { bytes: pdf, name: 'a.pdf' });
    expect([noSide.status, noSide.body.fields]).toEqual([
      400,
      { document: CM.documentRequired, side: CM.sideRequired },
    ]);
    expect(await storedCopies()).toEqual([]);
    expect((await ivy.agent.get(`/api/staff/i9/${id}`).expect(200)).body.copies).toEqual([]);

    // A photo carrying metadata and bytes after its end: what is kept is our own re-encoding.
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    const end = photo.length - 12;
    const tainted = Buffer.concat([
      photo.subarray(0, end),
      pngChunk('tEXt', Buffer.from('Comment\0CANARY-METADATA <script>alert(1)</script>', 'latin1')),
      photo.subarray(end),
      Buffer.from('CANARY-TRAILER', 'latin1'),
    ]);
    const added = await upload(ivy.agent, id, front, { bytes: tainted, name: '../../license.html' }).expect(200);
    const [copy] = added.body as I9Copy[];
    expect(copy).toMatchObject({
      document: 'listB',
      side: 'front',
      source: 'png',
      uploadedBy: 'Ivy Test',
      signed: false,
      url: `/api/staff/i9/${id}/copies/${copy!.id}`,
    });
    const kept = (await download(ivy.agent, copy!.url).expect(200)).body as Buffer;
    expect(kept.includes('CANARY')).toBe(false);
    expect(kept.includes('/DCTDecode')).toBe(true);
    expect((await PDFDocument.load(kept)).getPageCount()).toBe(1);
    expect(createHash('sha256').update(kept).digest('hex')).toBe(copy!.sha256);
    // Stored under a name the server made, never the upload's.
    expect(await storedCopies()).toEqual([expect.stringMatching(/^i9-copies\/f\d+-[0-9a-f]{16}\.pdf$/)]);

    // Uploads are audited (refusals too), downloads are not.
    const actions = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', 'like', 'i9.copy%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['i9.copy_refused', 'i9.copy_refused', 'i9.copy_added']);
    expect(describeAuditEvent('i9.copy_added', actions[2]!.detail)).toBe(
      'Attached a copy to the Form I-9: Front of the List B document.',
    );
  });

  test('When a copy downloads, Then it is an attachment never sniffed; a second upload of a side replaces the first, and a copy is removed until Section 2 is signed', async () => {
    const id = await awaitingSection2(false);
    const first = (await upload(ivy.agent, id, { document: 'listC', side: 'back' }, { bytes: pdf, name: 'x.pdf' }))
      .body as I9Copy[];
    const res = await download(ivy.agent, first[0]!.url).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=i9-${id}-listC-back.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('no-store');
    // A PDF that is already bounded is kept as it came.
    expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
    expect(first[0]!.source).toBe('pdf');

    const second = (
      await upload(ivy.agent, id, { document: 'listC', side: 'back' }, { bytes: await photoPng(), name: 'y.png' })
    ).body as I9Copy[];
    expect(second.map((c) => [c.document, c.side, c.source])).toEqual([['listC', 'back', 'png']]);
    expect((await ivy.agent.get(first[0]!.url)).status).toBe(404);
    const before = await storedCopies();

    const removed = await ivy.agent.delete(second[0]!.url).expect(200);
    expect(removed.body).toEqual([]);
    expect((await storedCopies()).length).toBe(before.length - 1);
    expect((await ivy.agent.delete(second[0]!.url)).status).toBe(404);
    expect((await ivy.agent.get(`/api/staff/i9/${id}/copies/99999`)).status).toBe(404);
    // A copy is found on its own form only.
    const other = await awaitingSection2(false);
    const elsewhere = (
      await upload(ivy.agent, other, { document: 'listA', side: 'front' }, { bytes: pdf, name: 'p.pdf' })
    ).body as I9Copy[];
    expect((await ivy.agent.get(`/api/staff/i9/${id}/copies/${elsewhere[0]!.id}`)).status).toBe(404);
  });

  test('When a recruiter without the I-9 permission, or the candidate, reaches the copies, Then each is refused', async () => {
    const id = await awaitingSection2(false);
    const [copy] = (await upload(ivy.agent, id, { document: 'listA', side: 'front' }, { bytes: pdf, name: 'p.pdf' }))
      .body as I9Copy[];
    for (const agent of [recruiter.agent, casey.agent]) {
      const up = await upload(agent, id, { document: 'listA', side: 'back' }, { bytes: pdf, name: 'p.pdf' });
      expect(up.status).toBe(403);
      expect((await agent.get(copy!.url)).status).toBe(403);
      expect((await agent.delete(copy!.url)).status).toBe(403);
    }
    expect((await ivy.agent.get(`/api/staff/i9/${id}`).expect(200)).body.copies).toHaveLength(1);
  });

  test('When Section 2 uses the remote examination, Then it needs an E-Verify site, the examiner and the front and back of each document, and names what is missing', async () => {
    const headOffice = await awaitingSection2(false);
    const notHere = await section2(headOffice, REMOTE);
    expect([notHere.status, notHere.body.message]).toEqual([400, M.remoteNotAllowed]);

    const id = await awaitingSection2(true);
    const noExaminer = await section2(id, { ...REMOTE, examinerName: '', examinerTitle: ' ' });
    expect([noExaminer.status, noExaminer.body.fields]).toMatchObject([
      400,
      { 'section2.examinerName': M.remoteExaminerRequired, 'section2.examinerTitle': M.remoteExaminerRequired },
    ]);
    const noTime = await section2(id, { remote: true });
    expect(noTime.body.fields['section2.videoSessionAt']).toBe(M.remoteVideoRequired);

    const none = await section2(id, REMOTE);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      missingCopiesMessage([
        { document: 'listB', side: 'front' },
        { document: 'listB', side: 'back' },
        { document: 'listC', side: 'front' },
        { document: 'listC', side: 'back' },
      ]),
    );
    expect(none.body.message).toContain('Front of the List B document');
    expect(none.body.fields['copies.listC.back']).toBe(CM.copyRequired);

    const attach = (document: string, side: string) =>
      upload(ivy.agent, id, { document, side }, { bytes: pdf, name: 'copy.pdf' }).expect(200);
    await attach('listB', 'front');
    await attach('listB', 'back');
    await attach('listC', 'front');
    // A copy of a List A document the employee did not choose in the end.
    await attach('listA', 'front');
    const one = await section2(id, REMOTE);
    expect(one.body.message).toBe(missingCopiesMessage([{ document: 'listC', side: 'back' }]));
    expect(Object.keys(one.body.fields)).toEqual(['copies.listC.back']);
    expect((await ivy.agent.get(`/api/staff/i9/${id}`).expect(200)).body.status).toBe('section2');

    await attach('listC', 'back');
    const done = await section2(id, REMOTE).expect(200);
    const record = done.body as I9Record;
    expect(record.section2).toMatchObject({ remote: true, examinerName: 'Ivy Nguyen', examinerTitle: 'HR Specialist' });
    // The chosen documents' copies stay with the form; the List A copy went.
    expect(record.copies.map((c) => [c.document, c.side, c.signed])).toEqual([
      ['listB', 'front', true],
      ['listB', 'back', true],
      ['listC', 'front', true],
      ['listC', 'back', true],
    ]);
    const late = await upload(ivy.agent, id, { document: 'listB', side: 'front' }, { bytes: pdf, name: 'c.pdf' });
    expect([late.status, late.body.message]).toEqual([409, CM.section2Signed]);
    const keep = await ivy.agent.delete(record.copies[0]!.url);
    expect([keep.status, keep.body.message]).toEqual([409, CM.signed]);
    expect((await download(ivy.agent, record.copies[3]!.url).expect(200)).body).toEqual(pdf);
  });

  test('When a signed remote Section 2 is corrected, Then the copies it had still count; a correction to the remote procedure without them is refused', async () => {
    const id = await awaitingSection2(true);
    await section2(id, {}).expect(200);
    const corrected = await ivy.agent
      .post(`/api/staff/i9/${id}/corrections`)
      .send({ part: 'section2', values: { ...SECTION2, ...REMOTE }, reason: 'It was examined by video.' });
    expect([corrected.status, corrected.body.fields]).toEqual([
      400,
      {
        'copies.listB.front': CM.copyRequired,
        'copies.listB.back': CM.copyRequired,
        'copies.listC.front': CM.copyRequired,
        'copies.listC.back': CM.copyRequired,
      },
    ]);
    expect(corrected.body.missing.map((m: { label: string }) => m.label)).toEqual([
      COPY_LABELS.listB.front,
      COPY_LABELS.listB.back,
      COPY_LABELS.listC.front,
      COPY_LABELS.listC.back,
    ]);
  });
});

async function photoPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
}
