/**
 * Résumés: PDF and DOCX checked by content, text read for suggestions, replaced, downloaded (whole
 * or in byte ranges), kept for applications.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import request from 'supertest';
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from '../../../common/resume';
import { RESUME_UPLOAD_RULE } from '../../../server/features/profile/resume.service';
import { resumeDocx, resumePdf } from '../../fixtures/resumes';
import { expectByteRanges } from '../../helpers/byte-ranges';
import { startTestServer, type TestServer } from '../../helpers/server';
import { type Agent, signedInUser } from '../../helpers/documents';

function storedFiles(server: TestServer): string[] {
  const dir = path.join(server.config.storageDir, 'resumes');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('Résumé', () => {
  let server: TestServer;
  let agent: Agent;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer();
    ({ agent, id: userId } = await signedInUser(server, 'robin.resume@example.com'));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const upload = (bytes: Uint8Array, name: string, as = agent, type = 'application/pdf') =>
    as.put('/api/me/resume').attach('resume', Buffer.from(bytes), { filename: name, contentType: type });

  test('When a bad file is uploaded, Then it is refused with a clear message and nothing is stored', async () => {
    const html = strToU8('<!doctype html><html><body>Résumé</body></html>');
    const fakePdf = strToU8('%PDF-1.7\nnot really a pdf, just text behind the header\n');
    const zipWithoutWord = zipSync({ 'notes.txt': strToU8('TypeScript') });
    for (const [bytes, name] of [
      [html, 'resume.pdf'],
      [fakePdf, 'resume.pdf'],
      [zipWithoutWord, 'resume.docx'],
      [strToU8('TypeScript, React'), 'resume.txt'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(RESUME_MESSAGES.notResume);
    }
    const tooBig = await upload(new Uint8Array(MAX_RESUME_BYTES + 1), 'big.pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(RESUME_MESSAGES.tooLarge);
    const wrongField = await agent.put('/api/me/resume').attach('file', Buffer.from(await resumePdf()), 'resume.pdf');
    expect(wrongField.status).toBe(400);
    const malformed = await agent
      .put('/api/me/resume')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);

    expect(storedFiles(server)).toEqual([]);
    expect(await server.database.db.selectFrom('resume').selectAll().execute()).toEqual([]);
    expect((await agent.get('/api/me/resume').expect(200)).body).toEqual({ resume: null });
  });

  test('When a PDF résumé is uploaded, Then its skills and title are suggested, and it downloads under a safe name', async () => {
    const pdf = await resumePdf();
    const res = await upload(pdf, '../../etc/Jordan "CV"\r\nX-Evil: 1.pdf', agent, 'text/plain');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mediaType: 'pdf', byteSize: pdf.length, fileName: 'Jordan CV X-Evil 1.pdf' });
    expect(res.body.suggestions.title).toBe('Senior Software Engineer');
    expect(res.body.suggestions.skills).toEqual(
      expect.arrayContaining(['TypeScript', 'React', 'PostgreSQL', 'Docker', 'Kubernetes', 'Node.js', 'GraphQL']),
    );
    // "Go" is not found inside other words, nor "R" in every sentence.
    expect(res.body.suggestions.skills).not.toContain('Go');
    expect(res.body.suggestions.skills).not.toContain('R');

    const download = await agent.get('/api/me/resume/file').buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Jordan CV X-Evil 1.pdf"');
    expect(Buffer.compare(download.body as Buffer, Buffer.from(pdf))).toBe(0);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(storedFiles(server)).toHaveLength(1);
    // Streamed from the folder, whole or in byte ranges.
    await expectByteRanges((range) => {
      const get = agent.get('/api/me/resume/file');
      return range ? get.set('Range', range) : get;
    }, Buffer.from(pdf));

    // Suggestions are confirmed one by one: something the résumé does not name is refused …
    const refused = await agent.post('/api/me/resume/suggestions').send({ skills: ['COBOL'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(RESUME_MESSAGES.notSuggested);
    expect((await server.services.candidates.record(userId)).skills).toEqual([]);
    // … and the picked ones join the candidate record; the rest stay suggestions, nothing else changes.
    const accepted = await agent
      .post('/api/me/resume/suggestions')
      .send({ skills: ['typescript', 'Docker'], title: 'Senior Software Engineer' })
      .expect(200);
    expect(accepted.body.suggestions.skills).not.toContain('TypeScript');
    expect(accepted.body.suggestions.skills).toContain('React');
    const record = await server.services.candidates.record(userId);
    expect(record.skills.map((s) => s.skillTag.name)).toEqual(['TypeScript', 'Docker']);
    expect(record.realTitle).toBe('Senior Software Engineer');
  });

  test('When a DOCX résumé replaces the PDF, Then its text is read and the PDF file is removed', async () => {
    const docx = resumeDocx(['Registered Nurse', 'Skills: Patient care, BLS, Epic, Medication administration']);
    const res = await upload(docx, 'nurse.docx', agent, 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mediaType: 'docx', fileName: 'nurse.docx' });
    expect(res.body.suggestions.title).toBe('Registered Nurse');
    expect(res.body.suggestions.skills).toEqual(
      expect.arrayContaining(['Patient care', 'BLS', 'Epic', 'Medication administration']),
    );
    const download = await agent.get('/api/me/resume/file').buffer(true).expect(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(storedFiles(server)).toHaveLength(1);
    expect(await server.database.db.selectFrom('resume').select('mediaType').execute()).toEqual([
      { mediaType: 'docx' },
    ]);
  });

  test('When the candidate applies and then replaces the résumé, Then the application keeps the one it was sent with', async () => {
    const [jobId] = await server.services.jobs.createJobs([
      {
        title: 'Charge Nurse',
        description: '<p>Lead a team.</p>',
        corpTitle: 'Contoso Health',
        employmentType: 'Permanent',
        category: 'Healthcare',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ]);
    await agent.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    const application = await server.database.db
      .selectFrom('jobApplication')
      .innerJoin('resume', 'resume.id', 'jobApplication.resumeId')
      .select(['resume.storageKey', 'resume.mediaType'])
      .where('jobApplication.userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(application.mediaType).toBe('docx');

    await upload(await resumePdf(), 'new.pdf').expect(200);
    // The application's DOCX stays beside the new PDF …
    expect(storedFiles(server)).toHaveLength(2);
    expect(await server.services.storage.get(application.storageKey)).not.toBeNull();
    // … and also when the candidate deletes their résumé.
    await agent.delete('/api/me/resume').expect(200);
    expect((await agent.get('/api/me/resume').expect(200)).body).toEqual({ resume: null });
    expect(storedFiles(server)).toEqual([path.basename(application.storageKey)]);
    await agent.get('/api/me/resume/file').expect(404);
  });

  test('When a candidate uploads résumé after résumé, Then past the limit each is refused with 429 and Retry-After until the window passes', async () => {
    const { agent: busy } = await signedInUser(server, 'busy.resume@example.com');
    const pdf = await resumePdf();
    for (let i = 0; i < RESUME_UPLOAD_RULE.limit; i++) await upload(pdf, `cv-${i}.pdf`, busy).expect(200);
    const refused = await upload(pdf, 'one-more.pdf', busy);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(RESUME_MESSAGES.tooManyUploads);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nobody else is held back, and the candidate may upload again once the window has passed.
    await upload(pdf, 'cv.pdf').expect(200);
    server.advance(RESUME_UPLOAD_RULE.windowMs);
    await upload(pdf, 'later.pdf', busy).expect(200);
  });

  test('When nobody is signed in, Then the résumé calls are refused', async () => {
    await request(server.url).get('/api/me/resume').expect(401);
    await request(server.url)
      .put('/api/me/resume')
      .attach('resume', Buffer.from(await resumePdf()), 'a.pdf')
      .expect(401);
  });
});
