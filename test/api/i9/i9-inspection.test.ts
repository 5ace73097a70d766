/**
 * The Form I-9 inspection export over HTTP on both databases: 50 hires (made through the services)
 * exported by I-9 staff as one ZIP of a PDF per person and an index (PDF and CSV) in the order of
 * their names; each PDF opens and reads the person's name and the numbers of the documents
 * examined; a range of first days of work takes only its forms; bad ranges are told why; the
 * export is audited; recruiters without the permission, staff viewing as a candidate and a stale
 * session are refused.
 */
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { ErrorCode } from '../../../common/errors';
import { formatDate } from '../../../common/dates';
import { I9_MESSAGES } from '../../../common/i9';
import { retentionDate } from '../../../common/i9-dates';
import { I9_INSPECTION_MESSAGES as M } from '../../../common/i9-inspection';
import { binary } from '../../helpers/binary';
import type { GeneratedI9 } from '../../../server/dev/i9-forms.generator';
import { generatedHires } from '../../helpers/i9';
import { useServerWithMail } from '../../helpers/mail-server';
import { pdfText } from '../../helpers/pdf-text';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Inspection-Passw0rd!';
const DAY = 86_400_000;
/** Twenty first days in 2024, a week apart; thirty in 2025. */
const startOf = (i: number) =>
  new Date(Date.parse(i < 20 ? '2024-01-08' : '2025-01-06') + (i < 20 ? i : i - 20) * 7 * DAY)
    .toISOString()
    .slice(0, 10);

describe('Form I-9: the inspection export', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  let ivy: SignedInUser;
  let recruiter: SignedInUser;
  let hires: GeneratedI9[];

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    const admin = await who('admin@inspection.test', 'Ada', 'admin');
    ivy = await who('ivy@inspection.test', 'Ivy', 'staff');
    recruiter = await who('robin@inspection.test', 'Robin', 'staff');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
    hires = await generatedHires(ctx.server.services, {
      count: 50,
      seed: 50,
      staffId: ivy.id,
      startFrom: '2024-01-01',
      startTo: '2025-12-31',
      startDate: startOf,
      ended: 0.3,
    });
  }, 120_000);

  const download = (agent: SignedInUser['agent'], query = '') =>
    agent.get(`/api/staff/i9/export${query}`).buffer(true).parse(binary);

  test('When I-9 staff export everyone, Then the ZIP holds a readable PDF per person and an index sorted by name', async () => {
    const res = await download(ivy.agent);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?forms-i9-everyone\.zip"?$/);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const pdfs = Object.keys(files).filter((name) => name.startsWith('forms/'));
    expect(pdfs).toHaveLength(50);
    expect(Object.keys(files).sort()).toEqual(['index.csv', 'index.pdf', ...pdfs].sort());
    // Each name is a safe slug of the person's name and the form's number.
    for (const name of pdfs) expect(name).toMatch(/^forms\/[a-z0-9-]+-\d+\.pdf$/);

    for (const hire of hires) {
      const name = pdfs.find((n) => n.endsWith(`-${hire.formId}.pdf`));
      expect(name).toBeDefined();
      const bytes = files[name!]!;
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);
      const text = await pdfText(ctx.server.services, bytes);
      expect(text).toContain(hire.firstName);
      expect(text).toContain(hire.lastName);
      for (const number of hire.documentNumbers) expect(text).toContain(number);
      expect(text).toContain('Section 2: employer review and verification');
      expect(text).toMatch(/History: every version/);
      if (hire.endDate) expect(text).toContain(formatDate(retentionDate(hire.startDate, hire.endDate)));
    }

    // The index: every person with the first day, the state and the retention date, by name.
    const csv = strFromU8(files['index.csv']!)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Name,First day of work,State,Kept until,File');
    expect(csv).toHaveLength(51);
    const rows = csv
      .slice(1)
      .map((line) =>
        line
          .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
          .map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')),
      );
    const names = rows.map((r) => r[0]!);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
    for (const hire of hires) {
      const row = rows.find((r) => r[4] === pdfs.find((n) => n.endsWith(`-${hire.formId}.pdf`)))!;
      expect(row[0]).toContain(hire.lastName);
      expect(row[1]).toBe(hire.startDate);
      expect(row[2]).toBe('Complete');
      expect(row[3]).toBe(hire.endDate ? retentionDate(hire.startDate, hire.endDate) : 'While employed');
    }
    const index = await pdfText(ctx.server.services, files['index.pdf']!);
    expect(index).toContain('Forms I-9: index of the inspection copies');
    expect(index).toContain('50 forms');

    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['actorId', 'detail'])
      .where('action', '=', 'i9.exported')
      .execute();
    expect(audit).toEqual([{ actorId: ivy.id, detail: JSON.stringify({ from: null, to: null, forms: 50 }) }]);
  }, 120_000);

  test('When a range of first days is asked, Then only its forms are in the archive', async () => {
    const res = await download(ivy.agent, '?from=2024-01-01&to=2024-12-31');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?forms-i9-2024-01-01-to-2024-12-31\.zip"?$/,
    );
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const ids = Object.keys(files)
      .filter((n) => n.startsWith('forms/'))
      .map((n) => Number(/-(\d+)\.pdf$/.exec(n)![1]))
      .sort((a, b) => a - b);
    const expected = hires.filter((h) => h.startDate <= '2024-12-31').map((h) => h.formId);
    expect(expected).toHaveLength(20);
    expect(ids).toEqual(expected.sort((a, b) => a - b));
    // A bound alone: from the first day of 2025 on.
    const later = unzipSync(new Uint8Array((await download(ivy.agent, '?from=2025-01-01').expect(200)).body as Buffer));
    expect(Object.keys(later).filter((n) => n.startsWith('forms/'))).toHaveLength(30);
    // The first and the last day of a range are in it.
    const oneDay = unzipSync(
      new Uint8Array((await download(ivy.agent, `?from=${startOf(0)}&to=${startOf(0)}`).expect(200)).body as Buffer),
    );
    expect(Object.keys(oneDay).filter((n) => n.startsWith('forms/'))).toHaveLength(1);
  }, 60_000);

  test('When the range is wrong, Then the answer says why (400), and an empty one says there is nothing (404)', async () => {
    const reversed = await ivy.agent.get('/api/staff/i9/export?from=2025-01-01&to=2024-01-01');
    expect([reversed.status, reversed.body.message]).toEqual([400, M.rangeReversed]);
    const impossible = await ivy.agent.get('/api/staff/i9/export?from=2024-02-30');
    expect([impossible.status, impossible.body.message]).toEqual([400, M.dateInvalid]);
    const words = await ivy.agent.get('/api/staff/i9/export?to=yesterday');
    expect([words.status, words.body.message]).toEqual([400, M.dateInvalid]);
    const twice = await ivy.agent.get('/api/staff/i9/export?from=2024-01-01&from=2024-02-01');
    expect([twice.status, twice.body.message]).toEqual([400, M.dateInvalid]);
    const none = await ivy.agent.get('/api/staff/i9/export?from=2030-01-01');
    expect([none.status, none.body.message]).toEqual([404, M.nothingToExport]);
  });

  test('When a recruiter without the permission, or staff viewing as a candidate, ask, Then they are refused', async () => {
    const refused = await recruiter.agent.get('/api/staff/i9/export');
    expect([refused.status, refused.body.message]).toEqual([403, I9_MESSAGES.i9Only]);
    expect((await request(ctx.server.url).get('/api/staff/i9/export')).status).toBe(401);
    const viewer = request.agent(ctx.server.url);
    await viewer.post('/login').type('form').send({ username: 'ivy@inspection.test', password: PASSWORD }).expect(303);
    await viewer.post(`/api/staff/candidates/${hires[0]!.userId}/view-as`).expect(200);
    expect((await viewer.get('/api/staff/i9/export')).status).toBe(403);
    await viewer.post('/api/view-as/end').expect(200);
  });

  test('When the session last proved its user more than 10 minutes ago, Then the export asks for step-up first', async () => {
    ctx.server.advance(11 * 60_000);
    const stale = await ivy.agent.get('/api/staff/i9/export');
    expect([stale.status, stale.body.code]).toEqual([401, ErrorCode.STEP_UP_REQUIRED]);
  });
});
