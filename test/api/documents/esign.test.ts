/**
 * The built-in e-signature provider over real HTTP (docs/architecture.md §5, SECURITY e-sign).
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { CEREMONY_TTL_MS, SIGNING_URL_TTL_MS } from '../../../server/features/esign/builtin';
import { getInfo } from '../../../server/lib/pdf-forms';
import { startTestServer, type TestServer } from '../../helpers/server';
import { PDFDocument, pageText } from '../../fixtures/pdfs';
import { assignSample, gql, signedInUser, type Agent } from '../../helpers/documents';
import { CONSENT } from '../../helpers/consent';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const UA = 'Mozilla/5.0 (EsignTest) Chrome/140';

function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('Built-in e-signature provider', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };
  let robin: { id: number; agent: Agent };

  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
    robin = await signedInUser(server, 'robin@example.com');
  });
  afterAll(() => server?.stop());

  async function signingUrl(agent: Agent, id: number, returnUrl = `/documents/signed-report?id=${id}`) {
    const res = await gql(
      agent,
      'query($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }',
      {
        id,
        r: returnUrl,
      },
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.documentSigningUrl.url as string;
  }
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

  function open(agent: Agent, url: string) {
    return agent
      .post('/api/esign/open')
      .set('User-Agent', UA)
      .send({ token: tokenOf(url) });
  }

  test('When Casey consents and signs, Then the server signs, stores a PDF with an audit page, and the document is completed', async () => {
    const doc = await assignSample(server, casey.id, { title: 'Mutual NDA', pages: 3 });
    const url = await signingUrl(casey.agent, doc.id);
    expect(url).toMatch(/^\/esign\/sign\?token=/);
    const opened = await open(casey.agent, url).expect(200);
    expect(opened.body).toMatchObject({ formTitle: 'Mutual NDA', informational: false, signerName: 'Casey Morgan' });
    const key = opened.body.ceremonyKey as string;

    const review = await casey.agent
      .get('/api/esign/document.pdf')
      .set('X-Esign-Key', key)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const reviewPdf = await PDFDocument.load(review.body);
    expect(reviewPdf.getForm().getTextField('firstName').getText()).toBe('Casey');

    // No signature before consent.
    const early = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(DOCUMENT_SERVER_MESSAGES.consentRequired);

    await casey.agent
      .post('/api/esign/consent')
      .set('X-Esign-Key', key)
      .set('User-Agent', UA)
      .send(CONSENT)
      .expect(200);
    const noSignature = await casey.agent.post('/api/esign/finish').set('X-Esign-Key', key).send({});
    expect(noSignature.status).toBe(400);
    expect(noSignature.body.message).toBe(DOCUMENT_SERVER_MESSAGES.signatureRequired);

    const finished = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .set('User-Agent', UA)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);
    expect(finished.body).toEqual({
      event: 'signing_complete',
      redirectTo: `/documents/signed-report?id=${doc.id}&event=signing_complete`,
    });

    const summary = await server.services.documents.get(casey.id, { id: doc.id });
    expect(summary).toMatchObject({ docusignStatus: 'completed', isUserActionRequired: false });
    expect(summary.signedAt).not.toBeNull();

    const copy = await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200);
    const signed = await PDFDocument.load(copy.body);
    expect(signed.getPageCount()).toBe(4);
    // The form is flattened; the one field left is the seal's signature.
    expect(
      signed
        .getForm()
        .getFields()
        .map((f) => f.constructor.name),
    ).toEqual(['PDFSignature']);
    const lastFormPage = pageText(signed.getPage(2));
    expect(lastFormPage).toContain('Casey Morgan');
    const audit = pageText(signed.getPage(3));
    expect(audit).toContain('Certificate of Completion');
    expect(audit).toContain('Mutual NDA');
    expect(audit).toContain('casey@example.com');
    expect(audit).toContain(UA);
    expect(audit).toContain(sha256(doc.pdf));
    expect(getInfo(signed, 'OriginalSHA256')).toBe(sha256(doc.pdf));
    const row = await server.database.db
      .selectFrom('document')
      .selectAll()
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(row.signedSha256).toBe(sha256(copy.body));
    expect(row.signedMethod).toBe('esign:builtin');

    const events = (await server.services.documents.events(doc.id)).map((e) => e.event);
    expect(events).toEqual(['assigned', 'esign.link_created', 'esign.opened', 'esign.consented', 'esign.signed']);
    const signedEvent = (await server.services.documents.events(doc.id)).find((e) => e.event === 'esign.signed')!;
    expect(signedEvent).toMatchObject({ userId: casey.id, source: 'server', userAgent: UA });
    expect(signedEvent.ip).toBeTruthy();

    // The ceremony is over: the key does nothing more, and the document cannot be signed again.
    expect((await casey.agent.post('/api/esign/decline').set('X-Esign-Key', key)).status).toBe(404);
    const again = await gql(
      casey.agent,
      'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
      {
        id: doc.id,
      },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  test('When the signing URL is opened twice, Then the second opening is refused (one-time)', async () => {
    const doc = await assignSample(server, casey.id);
    const url = await signingUrl(casey.agent, doc.id);
    await open(casey.agent, url).expect(200);
    const second = await open(casey.agent, url);
    expect(second.status).toBe(404);
    expect(second.body.message).toBe(DOCUMENT_SERVER_MESSAGES.linkInvalid);
  });

  test("When Robin opens Casey's signing URL or uses Casey's ceremony key, Then both are refused", async () => {
    const doc = await assignSample(server, casey.id);
    const url = await signingUrl(casey.agent, doc.id);
    expect((await open(robin.agent, url)).status).toBe(404);
    const key = (await open(casey.agent, url).expect(200)).body.ceremonyKey;
    expect((await robin.agent.get('/api/esign/document.pdf').set('X-Esign-Key', key)).status).toBe(404);
    expect((await robin.agent.post('/api/esign/consent').set('X-Esign-Key', key)).status).toBe(404);
    const forged = await robin.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Robin' } });
    expect(forged.status).toBe(404);
    expect((await server.services.documents.get(casey.id, { id: doc.id })).docusignStatus).toBe('delivered');
  });

  test('When the signing URL is older than 5 minutes, Then opening it returns session_timeout and nothing is signed', async () => {
    const doc = await assignSample(server, casey.id);
    const url = await signingUrl(casey.agent, doc.id);
    server.advance(SIGNING_URL_TTL_MS + 1000);
    const res = await open(casey.agent, url);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      event: 'session_timeout',
      redirectTo: `/documents/signed-report?id=${doc.id}&event=session_timeout`,
    });
    expect((await server.services.documents.get(casey.id, { id: doc.id })).docusignStatus).toBe('sent');
  });

  test('When the signing page is left open past its time, Then finishing returns session_timeout', async () => {
    const doc = await assignSample(server, casey.id);
    const key = (await open(casey.agent, await signingUrl(casey.agent, doc.id)).expect(200)).body.ceremonyKey;
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    server.advance(CEREMONY_TTL_MS + 1000);
    const res = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } });
    expect(res.body.event).toBe('session_timeout');
    expect((await server.services.documents.get(casey.id, { id: doc.id })).isUserActionRequired).toBe(true);
  });

  test('When Casey declines or cancels, Then the events come back and the document still needs action', async () => {
    const doc = await assignSample(server, casey.id);
    const key1 = (await open(casey.agent, await signingUrl(casey.agent, doc.id)).expect(200)).body.ceremonyKey;
    const cancel = await casey.agent.post('/api/esign/cancel').set('X-Esign-Key', key1).expect(200);
    expect(cancel.body.event).toBe('cancel');
    const key2 = (await open(casey.agent, await signingUrl(casey.agent, doc.id, '/onboarding')).expect(200)).body
      .ceremonyKey;
    const decline = await casey.agent.post('/api/esign/decline').set('X-Esign-Key', key2).expect(200);
    expect(decline.body).toEqual({ event: 'decline', redirectTo: '/onboarding?event=decline' });
    const summary = await server.services.documents.get(casey.id, { id: doc.id });
    expect(summary).toMatchObject({ docusignStatus: 'declined', isUserActionRequired: true });
  });

  test('When an informational document is viewed, Then it completes with viewing_complete, without a signature', async () => {
    const doc = await assignSample(server, casey.id, { signatureType: 'INFO', title: 'Employee Handbook' });
    const opened = await open(casey.agent, await signingUrl(casey.agent, doc.id)).expect(200);
    expect(opened.body.informational).toBe(true);
    const res = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', opened.body.ceremonyKey)
      .send({})
      .expect(200);
    expect(res.body.event).toBe('viewing_complete');
    const summary = await server.services.documents.get(casey.id, { id: doc.id });
    expect(summary).toMatchObject({ docusignStatus: 'completed', isUserActionRequired: false });
  });

  test('When a drawn signature is not a PNG, Then it is refused; a real PNG is stamped as an image', async () => {
    const doc = await assignSample(server, casey.id);
    const key = (await open(casey.agent, await signingUrl(casey.agent, doc.id)).expect(200)).body.ceremonyKey;
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    const bad = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'drawn', png: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` } });
    expect(bad.status).toBe(400);
    // A 1x1 PNG.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const ok = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'drawn', png: `data:image/png;base64,${png}` } })
      .expect(200);
    expect(ok.body.event).toBe('signing_complete');
  });

  test('When a return URL points off-site, Then the signer comes back to the site instead', async () => {
    const doc = await assignSample(server, casey.id);
    const key = (await open(casey.agent, await signingUrl(casey.agent, doc.id, 'https://evil.example/x')).expect(200))
      .body.ceremonyKey;
    const res = await casey.agent.post('/api/esign/cancel').set('X-Esign-Key', key).expect(200);
    expect(res.body.redirectTo).toBe(`/documents/signed-report?id=${doc.id}&event=cancel`);
  });

  test('When the signing event cannot be written, Then nothing completes: the document stays unsigned, no file is kept, and the signer can finish again', async () => {
    const { db, dialect } = server.database;
    const doc = await assignSample(server, casey.id);
    const key = (await open(casey.agent, await signingUrl(casey.agent, doc.id)).expect(200)).body.ceremonyKey;
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    const signedFiles = async () =>
      (await server.services.storage.list()).filter((f) => f.key.startsWith(`signed/${doc.docHandle}`));
    // A fault between the steps: the database refuses the signing event (as a crash there would lose it).
    if (dialect === 'sqlite') {
      await sql`CREATE TRIGGER fail_signed_event BEFORE INSERT ON document_event WHEN NEW.event = 'esign.signed'
        BEGIN SELECT RAISE(ABORT, 'injected fault'); END`.execute(db);
    } else {
      await sql`CREATE FUNCTION fail_signed_event() RETURNS trigger AS $$ BEGIN
        IF NEW.event = 'esign.signed' THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER fail_signed_event BEFORE INSERT ON document_event FOR EACH ROW
        EXECUTE FUNCTION fail_signed_event()`.execute(db);
    }
    try {
      const failed = await casey.agent
        .post('/api/esign/finish')
        .set('X-Esign-Key', key)
        .send({ signature: { kind: 'typed', text: 'Casey Morgan' } });
      expect(failed.status).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_signed_event${sql.raw(dialect === 'postgres' ? ' ON document_event' : '')}`.execute(
        db,
      );
    }
    const row = await db.selectFrom('document').selectAll().where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'delivered', signedKey: null, isUserActionRequired: 1 });
    expect((await server.services.documents.events(doc.id)).map((e) => e.event)).not.toContain('esign.signed');
    expect(await signedFiles()).toEqual([]);

    const ok = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);
    expect(ok.body.event).toBe('signing_complete');
    const signed = await db.selectFrom('document').selectAll().where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(signed.status).toBe('completed');
    expect((await server.services.documents.events(doc.id)).filter((e) => e.event === 'esign.signed')).toHaveLength(1);
    expect(await signedFiles()).toHaveLength(1);
    const ceremonyRow = await db
      .selectFrom('esignSession')
      .select(['outcome', 'finishedAt'])
      .where('documentId', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(ceremonyRow.outcome).toBe('signing_complete');
  });
});
