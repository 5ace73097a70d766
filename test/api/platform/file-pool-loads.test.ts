/**
 * Every PDF the server loads for someone is loaded in the file pool, never in the server's own
 * process, with a bound per user; against the real server in its own process. A form template of
 * 300,000 objects (3 MB on disk, hundreds of MB once pdf-lib has parsed it) is refused at upload;
 * one stored before that check is filled for a download, filled for the signing page's review copy
 * and measured for its pages' boxes in the pool, while /healthz answers as it did under honest work
 * a moment before and the server's memory stays put. Eight downloads at once from one candidate are
 * bounded while another candidate gets theirs. A DOCX résumé of 40 MB of text keeps an excerpt,
 * and the whole text never reaches the server's process.
 */
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { DOCUMENT_SERVER_MESSAGES, DOCUMENT_STATUS } from '../../../common/documents';
import { FILE_MESSAGES } from '../../../common/files';
import { TEMPLATE_UPLOAD_FIELD } from '../../../server/features/onboarding/onboarding.routes';
import { sha256Hex } from '../../../server/lib/tokens';
import { PDF_TASKS_PER_USER } from '../../../server/untrusted/limits';
import { docxLongText, pdfObjectFlood } from '../../fixtures/bombs';
import { samplePdf } from '../../fixtures/pdfs';
import { watched, type Watched } from '../../helpers/process-watch';
import { useServerProcess } from '../../helpers/server-process';
import { storedFiles } from '../../helpers/stored-files';
import { assignSample, gql, PASSWORD, type Agent } from '../../helpers/documents';

/** How much slower than under honest work /healthz may answer at worst (a parse on the server's thread takes seconds). */
const HEALTH_FACTOR = 20;
/** pdf-lib holds the 300,000 objects in about 300 MB once parsed: none of that may land in the server's process. */
const SERVER_GROWTH_LIMIT_MB = 100;

function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** /healthz and the server's memory during `w`, against what they were under honest work just before. */
function asPromptAs(name: string, w: Watched<unknown>, honest: Watched<unknown>) {
  const grew = w.serverRssMb - w.serverRssBeforeMb;
  console.log(
    `${name}: /healthz max ${w.healthMaxMs.toFixed(0)} ms over ${w.healthChecks} checks ` +
      `(honest work: ${honest.healthMaxMs.toFixed(0)} ms over ${honest.healthChecks}); ` +
      `server RSS +${grew.toFixed(0)} MB, with its file workers ${w.treeRssMb.toFixed(0)} MB`,
  );
  expect(honest.healthChecks).toBeGreaterThan(0);
  expect(w.healthChecks).toBeGreaterThan(0);
  expect(w.healthMaxMs).toBeLessThan(honest.healthMaxMs * HEALTH_FACTOR);
  expect(grew).toBeLessThan(SERVER_GROWTH_LIMIT_MB);
}

describe('PDF loads in the file pool, with a bound per user', () => {
  // The instance that prepares the data, and the one under test, alone in its process.
  const servers = useServerProcess({ FILE_WORKERS: '2' });
  const people = {} as Record<'casey' | 'robin' | 'staff', { id: number; agent: Agent }>;
  let flood: Buffer;
  /** Robin's own form, downloaded as honest work for the baselines. */
  let robinsForm: string;

  const stored = () => storedFiles(servers.storage);

  async function user(key: keyof typeof people, email: string, role: 'candidate' | 'staff' = 'candidate') {
    const [firstName, lastName] = key === 'casey' ? ['Casey', 'Morgan'] : ['Robin', 'Lee'];
    const id = await servers.setup.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName,
      lastName,
      role,
      confirmed: true,
    });
    const agent = request.agent(servers.target.url);
    await agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
    people[key] = { id, agent };
  }

  beforeAll(async () => {
    await user('casey', 'casey.pool@example.com');
    await user('robin', 'robin.pool@example.com');
    await user('staff', 'staff.pool@example.com', 'staff');
    flood = pdfObjectFlood(await samplePdf());
    robinsForm = (await assignSample(servers.setup, people.robin.id)).docHandle;
    // A server that has been up a while: its file workers have started.
    await people.robin.agent.get(`/api/documents/${robinsForm}.pdf`).expect(200);
  }, 120_000);

  /** Robin downloading his form over and over for two seconds: the honest work /healthz is compared against. */
  const honestWork = () =>
    watched(servers.target, async () => {
      const until = performance.now() + 2000;
      while (performance.now() < until)
        await people.robin.agent.get(`/api/documents/${robinsForm}.pdf`).buffer(true).parse(binary).expect(200);
    });

  /** A document whose template was stored before uploads were counted for objects: its file is the flood. */
  async function floodDocument(userId: number) {
    const doc = await assignSample(servers.setup, userId);
    await servers.setup.services.storage.put(doc.template.storageKey, flood);
    return doc;
  }

  test('When a DOCX résumé holds 40 MB of text, Then it is kept with an excerpt of its text, and the whole text never reaches the server process', async () => {
    const docx = docxLongText();
    expect(docx.length).toBeLessThan(1024 * 1024);
    const w = await watched(servers.target, () =>
      people.casey.agent.put('/api/me/resume').attach('resume', docx, { filename: 'cv.docx' }),
    );
    expect(w.result.status).toBe(200);
    const { text } = await servers.setup.database.db
      .selectFrom('resume')
      .select('text')
      .where('userId', '=', people.casey.id)
      .executeTakeFirstOrThrow();
    // The suggestions and search read the beginning; the file itself is kept whole.
    expect(text.startsWith('Jordan Rivera, Charge Nurse')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(100_000);
    const grew = w.serverRssMb - w.serverRssBeforeMb;
    console.log(`DOCX of 40 MB of text: server RSS +${grew.toFixed(0)} MB`);
    // The text whole would take the server's memory up by more than its 40 MB (66 MB when attacked).
    expect(grew).toBeLessThan(20);
  });

  test('When staff upload a form template of 300,000 objects (3 MB), Then 413 says it is built from too many parts, and nothing is stored', async () => {
    expect(flood.length).toBeLessThan(4 * 1024 * 1024);
    const honest = await honestWork();
    const before = stored();
    const w = await watched(servers.target, () =>
      people.staff.agent
        .post('/api/staff/document-templates')
        .field('formTitle', 'Flood')
        .attach(TEMPLATE_UPLOAD_FIELD, flood, { filename: 'form.pdf' }),
    );
    expect(w.result.status).toBe(413);
    expect(w.result.body.message).toBe(DOCUMENT_SERVER_MESSAGES.tooManyObjects);
    expect(stored()).toEqual(before);
    asPromptAs('template of 300,000 objects uploaded', w, honest);
  });

  test('When Casey downloads a form whose stored template has 300,000 objects, Then the file pool fills it (refusing it clearly) while /healthz answers as before and the server holds none of it', async () => {
    const doc = await floodDocument(people.casey.id);
    const honest = await honestWork();
    const w = await watched(servers.target, () => people.casey.agent.get(`/api/documents/${doc.docHandle}.pdf`));
    expect(w.result.status).toBe(413);
    expect(w.result.body.message).toBe(DOCUMENT_SERVER_MESSAGES.cannotPrepare);
    asPromptAs('download of a 300,000-object form', w, honest);
  });

  test('When Casey asks for eight such downloads at once, Then only her share runs and the rest are refused with 429 and Retry-After, while Robin gets his form filled', async () => {
    const doc = await floodDocument(people.casey.id);
    const honest = await honestWork();
    const w = await watched(servers.target, () =>
      Promise.all([
        Promise.all(Array.from({ length: 8 }, () => people.casey.agent.get(`/api/documents/${doc.docHandle}.pdf`))),
        people.robin.agent.get(`/api/documents/${robinsForm}.pdf`).buffer(true).parse(binary),
      ]),
    );
    const [hers, his] = w.result;
    const refused = hers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(8 - PDF_TASKS_PER_USER);
    for (const r of refused) {
      expect(r.body.message).toBe(FILE_MESSAGES.yoursBusy);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(hers.filter((r) => r.status === 413).map((r) => r.body.message)).toEqual(
      Array<string>(PDF_TASKS_PER_USER).fill(DOCUMENT_SERVER_MESSAGES.cannotPrepare),
    );
    expect(his.status).toBe(200);
    const filled = await PDFDocument.load(his.body as Buffer);
    expect(filled.getForm().getTextField('firstName').getText()).toBe('Robin');
    asPromptAs('eight downloads at once beside another candidate', w, honest);
  });

  test('When Casey opens the signing page of such a form, Then its review copy is filled in the file pool (and refused clearly) while /healthz answers as before', async () => {
    const doc = await floodDocument(people.casey.id);
    const honest = await honestWork();
    const w = await watched(servers.target, async () => {
      const link = await gql(
        people.casey.agent,
        'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
        { id: doc.id },
      );
      const token = new URL(link.data.documentSigningUrl.url as string, 'http://x').searchParams.get('token');
      const opened = await people.casey.agent.post('/api/esign/open').send({ token }).expect(200);
      return people.casey.agent.get('/api/esign/document.pdf').set('X-Esign-Key', opened.body.ceremonyKey as string);
    });
    expect(w.result.status).toBe(413);
    expect(w.result.body.message).toBe(DOCUMENT_SERVER_MESSAGES.cannotPrepare);
    asPromptAs('review copy of a 300,000-object form', w, honest);
  });

  test('When staff countersign a candidate copy of 300,000 objects, Then its pages are measured in the file pool while /healthz answers as before', async () => {
    const doc = await assignSample(servers.setup, people.casey.id);
    // The candidate's copy, stored before uploads were counted for objects, waits for the employer.
    const signedKey = `signed/${doc.docHandle}-flood.pdf`;
    await servers.setup.services.storage.put(signedKey, flood);
    await servers.setup.database.db
      .updateTable('document')
      .set({
        status: DOCUMENT_STATUS.awaitingEmployer,
        isUserActionRequired: 0,
        signedKey,
        signedSha256: sha256Hex(flood),
        signedAt: Date.now(),
        signedMethod: 'upload',
      })
      .where('id', '=', doc.id)
      .execute();
    const honest = await honestWork();
    const w = await watched(servers.target, async () => {
      const link = await people.staff.agent
        .post(`/api/staff/documents/${doc.id}/countersign`)
        .send({ returnUrl: '/admin/documents/countersign' })
        .expect(200);
      // The signing page's HTML lays out the pages from their boxes.
      return people.staff.agent.get(link.body.url as string);
    });
    expect(w.result.status).toBe(200);
    asPromptAs('page boxes of a 300,000-object copy', w, honest);
  });
});
