/** Malformed requests get a clear 4xx and never reach a 500 (SECURITY 2.2.1, 16.5.1). */
import request from 'supertest';
import { MALFORMED_MULTIPART } from '../../fixtures/malformed-multipart';
import { startTestServer, type TestServer } from '../../helpers/server';
import { type Agent, assignSample, signedInUser } from '../../helpers/documents';

describe('Malformed input', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };
  let staff: { id: number; agent: Agent };
  let handle: string;
  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
    staff = await signedInUser(server, 'staff@example.com', 'staff');
    handle = (await assignSample(server, casey.id, { delivery: 'manual' })).docHandle;
  });
  afterAll(() => server?.stop());

  function expectClear4xx(res: request.Response) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/\bat .+\.(js|ts):\d+|Error:|multipart: |boundary/i);
  }

  test.each(MALFORMED_MULTIPART)(
    'When a signed-copy upload has $name, Then a clear 4xx',
    async ({ contentType, body }) => {
      const res = await casey.agent.put(`/api/documents/${handle}.pdf`).set('Content-Type', contentType).send(body);
      expectClear4xx(res);
    },
  );

  test.each(MALFORMED_MULTIPART)(
    'When a doc-check upload has $name, Then a clear 4xx',
    async ({ contentType, body }) => {
      const res = await staff.agent
        .post('/api/documents/doc-check/substitution')
        .set('Content-Type', contentType)
        .send(body.replace(/pdf_signed/g, 'contents'));
      expectClear4xx(res);
    },
  );

  test('When an email holds a NUL character, Then sign-in fails as for an unknown account and a reset request is a clear 4xx', async () => {
    const login = await request(server.url)
      .post('/login')
      .type('form')
      .send({ username: '/\u0000/evil.example', password: 'x', redirectTo: '/' });
    expect(login.status).toBe(303);
    expect(login.headers.location).toMatch(/^\/login/);
    const reset = await request(server.url)
      .post('/api/request-password-reset')
      .send({ email: 'casey\u0000@example.com' });
    expect(reset.status).toBeLessThan(500);
  });

  test('When the malformed uploads are over, Then the document is still unsigned', async () => {
    const doc = await server.database.db
      .selectFrom('document')
      .select('signedKey')
      .where('docHandle', '=', handle)
      .executeTakeFirstOrThrow();
    expect(doc.signedKey).toBeNull();
  });
});
