/**
 * The REST API's candidates and onboarding documents (/api/v1) over real HTTP and a real database,
 * with a real webhook receiver on loopback: a candidate read with only what the key's scopes allow,
 * a template assigned (once under an Idempotency-Key, never twice while open), documents a page at
 * a time, and a hard copy that, once staff approve it, arrives as `document.completed` signed per
 * Standard Webhooks and downloads through the API exactly as uploaded.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { samplePdf, signedCopyPdf } from '../../fixtures/pdfs';
import { startTestServer, type TestServer } from '../../helpers/server';
import { aJob } from '../../helpers/jobs';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'Api-Docs-Passw0rd-2026!';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const DUE = '2099-01-31';

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('REST API /api/v1: candidates and documents', () => {
  let server: TestServer;
  let receiver: http.Server;
  let secret = '';
  const received: { type: string; data: Record<string, unknown> }[] = [];
  let admin: SignedInUser;
  let staff: SignedInUser;
  let casey: SignedInUser;
  let unconfirmed = 0;
  let jobId = 0;
  let templateId = 0;
  let full = '';
  let candidatesOnly = '';

  const api = (key = full) => ({
    get: (p: string) => request(server.url).get(`/api/v1${p}`).set('Authorization', `Bearer ${key}`),
    post: (p: string) => request(server.url).post(`/api/v1${p}`).set('Authorization', `Bearer ${key}`),
  });
  const makeKey = async (scopes: string[]) =>
    (
      await admin.agent
        .post('/api/admin/api-keys')
        .send({ name: scopes.join(' '), scopes })
        .expect(200)
    ).body.key as string;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const body = Buffer.concat(chunks).toString('utf8');
          received.push(new Webhook(secret).verify(body, req.headers as Record<string, string>) as never);
          res.writeHead(204).end();
        } catch {
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    const user = (email: string, role: 'admin' | 'staff' | 'candidate') =>
      signedInUser(server, { email, password: PASSWORD, firstName: email.split('@')[0]!, role });
    admin = await user('admin@docs-api.test', 'admin');
    staff = await user('staff@docs-api.test', 'staff');
    casey = await user('casey@docs-api.test', 'candidate');
    unconfirmed = await server.services.auth.createUser({
      email: 'pending@docs-api.test',
      password: PASSWORD,
      firstName: 'Pat',
      lastName: 'Pending',
      role: 'candidate',
      confirmed: false,
    });
    [jobId] = (await server.services.jobs.createJobs([aJob('Forklift Operator')])) as [number];
    await server.services.jobs.apply(casey.id, jobId, { ip: '127.0.0.1', userAgent: 'test' });
    // A hard copy: printed, signed on paper, uploaded, reviewed by staff.
    templateId = (
      await server.services.documents.createTemplate({
        pdf: await samplePdf({ formTitle: 'Direct Deposit Form' }),
        delivery: 'manual',
      })
    ).id;
    const port = (receiver.address() as AddressInfo).port;
    const hook = await admin.agent
      .post('/api/admin/webhooks')
      .send({ url: `http://127.0.0.1:${port}/hooks`, events: ['document.completed', 'document.countersigned'] })
      .expect(200);
    secret = hook.body.secret;
    full = await makeKey(['candidates:read', 'applications:read', 'documents:read', 'documents:write']);
    candidatesOnly = await makeKey(['candidates:read']);
  });

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  test('A candidate is read with what the scopes allow: applications and documents only with their scopes', async () => {
    const bare = (await api(candidatesOnly).get(`/candidates/${casey.id}`).expect(200)).body;
    expect(bare).toMatchObject({
      id: casey.id,
      email: 'casey@docs-api.test',
      firstName: 'casey',
      emailConfirmed: true,
    });
    expect(bare).not.toHaveProperty('applications');
    expect(bare).not.toHaveProperty('documents');
    const whole = (await api().get(`/candidates/${casey.id}`).expect(200)).body;
    expect(whole.applications).toEqual([
      expect.objectContaining({ jobId, title: 'Forklift Operator', status: 'Submitted' }),
    ]);
    expect(whole.documents).toEqual([]);

    const missing = await api().get('/candidates/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await api(candidatesOnly).get('/documents')).status).toBe(403);
    expect((await api(candidatesOnly).post('/documents').send({})).status).toBe(403);
  });

  test('A key with documents:write assigns a template once; an open one is not sent twice; bad input is named', async () => {
    const templates = (await api().get('/document-templates').expect(200)).body.data;
    expect(templates).toEqual([
      expect.objectContaining({ id: templateId, title: 'Direct Deposit Form', delivery: 'manual' }),
    ]);

    const bad = await api().post('/documents').send({ candidateId: 'x', templateId, dueDate: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['candidateId', 'dueDate']);
    expect(
      (await api().post('/documents').send({ candidateId: casey.id, templateId: 999999, dueDate: DUE })).status,
    ).toBe(404);
    const notYet = await api().post('/documents').send({ candidateId: unconfirmed, templateId, dueDate: DUE });
    expect(notYet.status).toBe(409);
    expect(notYet.body.detail).toMatch(/has not confirmed their email address/);

    const body = { candidateId: casey.id, templateId, dueDate: DUE };
    const first = await api().post('/documents').set('Idempotency-Key', 'assign-1').send(body).expect(201);
    expect(first.body).toMatchObject({
      assigned: true,
      document: {
        candidateId: casey.id,
        templateId,
        title: 'Direct Deposit Form',
        state: 'outstanding',
        signedPdf: false,
      },
    });
    expect(first.body.document.dueAt).toMatch(/^2099-01-31/);
    const replay = await api().post('/documents').set('Idempotency-Key', 'assign-1').send(body).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    // Sent again without the key: the open one stands, nothing new is made or mailed.
    const again = await api().post('/documents').send(body).expect(201);
    expect(again.body).toMatchObject({ assigned: false, document: { id: first.body.document.id } });
    const rows = await server.database.db.selectFrom('document').select('id').where('userId', '=', casey.id).execute();
    expect(rows).toHaveLength(1);
    const mails = await server.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('toAddress', '=', 'casey@docs-api.test')
      .where('subject', 'like', 'A document to complete%')
      .execute();
    expect(mails).toHaveLength(1);
  });

  test('Documents come a page at a time, for everyone or one candidate', async () => {
    const other = await server.services.auth.createUser({
      email: 'robin@docs-api.test',
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Lee',
      role: 'candidate',
      confirmed: true,
    });
    await api().post('/documents').send({ candidateId: other, templateId, dueDate: DUE }).expect(201);
    const first = (await api().get('/documents?limit=1').expect(200)).body;
    expect(first.data).toHaveLength(1);
    const second = (await api().get(`/documents?limit=1&cursor=${first.next_cursor}`).expect(200)).body;
    expect(second.data[0].id).toBeGreaterThan(first.data[0].id);
    expect(second.next_cursor).toBeNull();
    const robins = (await api().get(`/documents?candidateId=${other}`).expect(200)).body.data;
    expect(robins.map((d: { candidateId: number }) => d.candidateId)).toEqual([other]);
    expect((await api().get('/documents?cursor=nonsense')).status).toBe(400);
  });

  test('A hard copy staff approve arrives as document.completed, signed; the key downloads the copy as uploaded', async () => {
    const doc = (await api().get(`/documents?candidateId=${casey.id}`).expect(200)).body.data[0];
    const { docHandle } = await server.database.db
      .selectFrom('document')
      .select('docHandle')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    const signed = await signedCopyPdf({ formTitle: 'Direct Deposit Form' });
    await casey.agent
      .put(`/api/documents/${docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(signed), 'signed.pdf')
      .expect(200);
    expect((await api().get(`/documents/${doc.id}`).expect(200)).body.state).toBe('review');
    await server.services.webhooks.drain();
    expect(received).toHaveLength(0);

    await staff.agent.post(`/api/staff/documents/${doc.id}/approve`).expect(200);
    await waitUntil(async () => {
      await server.services.webhooks.drain();
      return received.length > 0;
    });
    expect(received).toEqual([
      {
        type: 'document.completed',
        timestamp: expect.any(String),
        data: expect.objectContaining({ documentId: doc.id, candidateId: casey.id, templateId, method: 'review' }),
      },
    ]);
    const done = (await api().get(`/documents/${doc.id}`).expect(200)).body;
    expect(done).toMatchObject({ state: 'completed', method: 'upload', signedPdf: true });

    const pdf = await api().get(`/documents/${doc.id}/signed.pdf`).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.body as Buffer)).toBe(sha256(signed));
    const audit = await server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', 'in', ['api.document_downloaded', 'api.document_assigned'])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'api.document_assigned',
      'api.document_assigned',
      'api.document_downloaded',
    ]);
    expect((await api().get('/documents/999999/signed.pdf')).status).toBe(404);
  });
});
