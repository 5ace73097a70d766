/**
 * Decompression bombs against the real server in its own process (SECURITY 5.2.x): a 20000×20000
 * PNG as a credential and as a drawn signature, a PDF whose object stream inflates to 4 GiB as a
 * signed copy, a résumé, a template and a doc-check upload, and a DOCX whose styles.xml inflates to
 * 3 GiB. Each is refused with a clear 4xx and nothing is stored, while /healthz keeps answering and
 * the server's memory stays put; four at once likewise, beside an honest upload that still works.
 */
import sharp from 'sharp';
import request from 'supertest';
import { CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { RESUME_MESSAGES } from '../../../common/resume';
import { TEMPLATE_UPLOAD_FIELD } from '../../../server/features/onboarding/onboarding.routes';
import { docxStylesBomb, pdfObjectStreamBomb, pngBomb } from '../../fixtures/bombs';
import { signedCopyPdf } from '../../fixtures/pdfs';
import { resumePdf } from '../../fixtures/resumes';
import { useServerProcess } from '../../helpers/server-process';
import { storedFiles } from '../../helpers/stored-files';
import { watched, type Watched } from '../../helpers/process-watch';
import { assignSample, gql, PASSWORD, type Agent } from '../../helpers/documents';
import { CONSENT } from '../../helpers/consent';

/** SECURITY 5.2.x: the bounds a bomb must not push the server past. */
const HEALTH_LIMIT_MS = 200;
const SERVER_RSS_LIMIT_MB = 600;

function report(name: string, w: Watched<unknown>) {
  console.log(
    `${name}: /healthz max ${w.healthMaxMs.toFixed(0)} ms over ${w.healthChecks} checks; ` +
      `server RSS peak ${w.serverRssMb.toFixed(0)} MB; with its file workers ${w.treeRssMb.toFixed(0)} MB`,
  );
  expect(w.healthChecks).toBeGreaterThan(0);
  expect(w.healthMaxMs).toBeLessThan(HEALTH_LIMIT_MS);
  expect(w.serverRssMb).toBeLessThan(SERVER_RSS_LIMIT_MB);
}

describe('Decompression bombs against a server in its own process', () => {
  // The instance that prepares the data, and the one attacked, alone in its process.
  const servers = useServerProcess({ FILE_WORKERS: '2' });
  let casey: { id: number; agent: Agent };
  let staff: Agent;
  const png = pngBomb();
  const pdf = pdfObjectStreamBomb();
  const docx = docxStylesBomb();

  const stored = () => storedFiles(servers.storage);

  async function signIn(email: string): Promise<Agent> {
    const agent = request.agent(servers.target.url);
    await agent.post('/login').type('form').send({ username: email, password: PASSWORD }).expect(303);
    return agent;
  }

  beforeAll(async () => {
    const id = await servers.setup.services.auth.createUser({
      email: 'casey.bomb@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      lastName: 'Morgan',
      confirmed: true,
    });
    await servers.setup.services.auth.createUser({
      email: 'staff.bomb@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'staff',
      confirmed: true,
    });
    casey = { id, agent: await signIn('casey.bomb@example.com') };
    staff = await signIn('staff.bomb@example.com');
    // A server that has been up a while: its file workers have started.
    await uploadResume(await resumePdf(), 'first.pdf').expect(200);
  }, 120_000);

  async function credentialDoc(): Promise<string> {
    const { onboarding, documents } = servers.setup.services;
    const templateId = await onboarding.credentials.createTemplate({ formTitle: 'Nursing licence' }, casey.id);
    return (await documents.assign({ userId: casey.id, templateId })).docHandle;
  }

  const uploadCredential = (handle: string, bytes: Uint8Array, name: string) =>
    casey.agent
      .post(`/api/documents/${handle}/credential`)
      .field('number', 'RN-123456')
      .field('expiresOn', '2031-06-30')
      .attach('credential', Buffer.from(bytes), { filename: name });

  const uploadSigned = (handle: string, bytes: Uint8Array) =>
    casey.agent
      .put(`/api/documents/${handle}.pdf`)
      .attach('pdf_signed', Buffer.from(bytes), { filename: 'signed.pdf' });

  const uploadResume = (bytes: Uint8Array, name: string) =>
    casey.agent.put('/api/me/resume').attach('resume', Buffer.from(bytes), { filename: name });

  test('When a 20000×20000 PNG (about 50 KB) is sent as a credential, Then 413 with a clear message, nothing stored, the server unmoved', async () => {
    expect(png.length).toBeLessThan(64 * 1024);
    const handle = await credentialDoc();
    const before = stored();
    const w = await watched(servers.target, () => uploadCredential(handle, png, 'licence.png'));
    expect(w.result.status).toBe(413);
    expect(w.result.body.message).toBe(CREDENTIAL_MESSAGES.tooComplex);
    expect(stored()).toEqual(before);
    report('PNG bomb as a credential', w);
  });

  test('When the same PNG is the drawn signature of a ceremony, Then 413 before anything decodes it, and the ceremony stays open', async () => {
    const doc = await assignSample(servers.setup, casey.id);
    const res = await gql(
      casey.agent,
      'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
      { id: doc.id },
    );
    const token = new URL(res.data.documentSigningUrl.url as string, 'http://x').searchParams.get('token');
    const opened = await casey.agent.post('/api/esign/open').send({ token }).expect(200);
    const key = opened.body.ceremonyKey as string;
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    const before = stored();
    const w = await watched(servers.target, () =>
      casey.agent
        .post('/api/esign/finish')
        .set('X-Esign-Key', key)
        .send({ signature: { kind: 'drawn', png: `data:image/png;base64,${png.toString('base64')}` } }),
    );
    expect(w.result.status).toBe(413);
    expect(w.result.body.message).toBe(DOCUMENT_SERVER_MESSAGES.signatureTooLarge);
    expect(stored()).toEqual(before);
    report('PNG bomb as a drawn signature', w);
    // The signer may still sign with a real signature.
    await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);
  });

  test('When a 4 MB PDF whose object stream inflates to 4 GiB is a signed copy, a résumé, a template or a doc check, Then each is refused with 413', async () => {
    expect(pdf.length).toBeLessThan(5 * 1024 * 1024);
    const doc = await assignSample(servers.setup, casey.id, { delivery: 'manual' });
    const before = stored();
    const signed = await watched(servers.target, () => uploadSigned(doc.docHandle, pdf));
    expect(signed.result.status).toBe(413);
    expect(signed.result.body.message).toBe(DOCUMENT_SERVER_MESSAGES.tooComplex);
    report('PDF bomb as a signed copy', signed);

    const resume = await watched(servers.target, () => uploadResume(pdf, 'cv.pdf'));
    expect(resume.result.status).toBe(413);
    expect(resume.result.body.message).toBe(RESUME_MESSAGES.tooComplex);
    report('PDF bomb as a résumé', resume);

    const template = await staff
      .post('/api/staff/document-templates')
      .field('formTitle', 'Bomb')
      .attach(TEMPLATE_UPLOAD_FIELD, pdf, { filename: 'form.pdf' });
    expect(template.status).toBe(413);
    expect(template.body.message).toBe(DOCUMENT_SERVER_MESSAGES.tooComplex);
    const check = await staff
      .post('/api/documents/doc-check/substitution')
      .attach('contents', pdf, { filename: 'form.pdf' });
    expect(check.status).toBe(413);
    expect(stored()).toEqual(before);
  });

  test('When a DOCX whose styles.xml inflates to 3 GiB is a résumé, Then 413 whether its headers lie or not', async () => {
    const before = stored();
    const lying = await watched(servers.target, () => uploadResume(docx, 'cv.docx'));
    expect(lying.result.status).toBe(413);
    expect(lying.result.body.message).toBe(RESUME_MESSAGES.tooComplex);
    report('DOCX bomb (headers lie) as a résumé', lying);
    const honest = await uploadResume(docxStylesBomb(3072, false), 'cv.docx');
    expect(honest.status).toBe(413);
    expect(stored()).toEqual(before);
  });

  test('When four bombs arrive at once beside an honest résumé, Then the four are refused, the résumé is kept, the server unmoved', async () => {
    const handle = await credentialDoc();
    const doc = await assignSample(servers.setup, casey.id, { delivery: 'manual' });
    const staffCheck = () =>
      staff.post('/api/documents/doc-check/substitution').attach('contents', pdf, { filename: 'form.pdf' });
    const honest = await resumePdf();
    const before = stored();
    const w = await watched(servers.target, () =>
      Promise.all([
        uploadCredential(handle, png, 'licence.png'),
        uploadSigned(doc.docHandle, pdf),
        staffCheck(),
        uploadResume(docx, 'cv.docx'),
      ]).then(async (bombs) => ({ bombs, honest: await uploadResume(honest, 'jordan.pdf') })),
    );
    expect(w.result.bombs.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    expect(w.result.honest.status).toBe(200);
    expect(stored().filter((f) => !before.includes(f))).toEqual([expect.stringMatching(/^resumes[/\\]/)]);
    report('four bombs at once', w);
  });

  test('When the honest files of every kind are sent, Then each is accepted (the limits leave room for real documents)', async () => {
    const handle = await credentialDoc();
    // A 12-megapixel phone photo.
    const photo = await sharp({ create: { width: 3024, height: 4032, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toBuffer();
    const credential = await uploadCredential(handle, photo, 'licence.jpg');
    expect(credential.status).toBe(200);
    const doc = await assignSample(servers.setup, casey.id, { delivery: 'manual' });
    expect((await uploadSigned(doc.docHandle, await signedCopyPdf())).status).toBe(200);
  });
});
