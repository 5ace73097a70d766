/**
 * ESIGN Act consent (15 U.S.C. 7001(c)): the consent records the disclosure version it was given
 * under, when and from where (the audit trail and the audit page say so too), and withdrawing it
 * moves the candidate's outstanding electronic documents to the hard-copy path, in one transaction.
 */
import request from 'supertest';
import { ESIGN_CONSENT_MESSAGES, ESIGN_DISCLOSURE_VERSIONS } from '../../../common/esign-disclosure';
import { startTestServer, type TestServer } from '../../helpers/server';
import { pdftotext } from '../../helpers/pdfsig';
import { CONSENT, CONSENT_ES } from '../../helpers/consent';
import { assignSample, gql, signedInUser, type Agent } from '../../helpers/documents';

const UA = 'Mozilla/5.0 (ConsentTest) Firefox/140';

function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('ESIGN consent', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };

  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
  });
  afterAll(() => server?.stop());

  async function openCeremony(docId: number, agent = casey.agent) {
    const res = await gql(agent, `{ documentSigningUrl(documentId: ${docId}, returnUrl: "/onboarding") { url } }`);
    const token = new URL(res.data.documentSigningUrl.url, 'http://x').searchParams.get('token');
    const opened = await agent.post('/api/esign/open').send({ token }).expect(200);
    return opened.body.ceremonyKey as string;
  }

  test('When Casey consents under the current disclosure and signs, Then the version, time and address are recorded, on the audit page too', async () => {
    const doc = await assignSample(server, casey.id, { title: 'Benefits Enrollment' });
    const key = await openCeremony(doc.id);
    // A page that showed an older disclosure is asked to show the current one first.
    const stale = await casey.agent
      .post('/api/esign/consent')
      .set('X-Esign-Key', key)
      .send({ disclosureVersion: '2020-01-01' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: ESIGN_CONSENT_MESSAGES.staleDisclosure,
      currentVersion: ESIGN_DISCLOSURE_VERSIONS.en,
    });
    await casey.agent
      .post('/api/esign/consent')
      .set('X-Esign-Key', key)
      .set('User-Agent', UA)
      .send(CONSENT)
      .expect(200);
    await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);

    const events = await server.services.documents.events(doc.id);
    const consented = events.find((e) => e.event === 'esign.consented')!;
    // The version, and the language the disclosure was read in (this request's: English).
    expect(JSON.parse(consented.detail!)).toEqual({
      disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.en,
      disclosureLanguage: 'en',
    });
    expect(consented.userAgent).toBe(UA);
    expect(consented.ip).toMatch(/127\.0\.0\.1/);

    const status = (await casey.agent.get('/api/me/esign-consent').expect(200)).body;
    expect(status).toEqual({
      consent: { version: ESIGN_DISCLOSURE_VERSIONS.en, consentedAt: expect.any(String), withdrawnAt: null },
      currentVersion: ESIGN_DISCLOSURE_VERSIONS.en,
    });
    const copy = await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200);
    expect(await pdftotext(copy.body as Buffer)).toContain(
      `(ESIGN disclosure version ${ESIGN_DISCLOSURE_VERSIONS.en}, read in English)`,
    );
  });

  test('When Casey withdraws consent, Then every outstanding electronic document moves to hard copy; signed, informational and paper ones stay', async () => {
    const w4 = await assignSample(server, casey.id, { title: 'W-4' });
    const i9 = await assignSample(server, casey.id, { title: 'I-9' });
    const info = await assignSample(server, casey.id, { title: 'Handbook', signatureType: 'INFO' });
    const paper = await assignSample(server, casey.id, { title: 'Paper Form', delivery: 'manual' });
    const lists = async () => {
      const res = await gql(
        casey.agent,
        '{ myManualDocuments { unsigned { id } signed { id } } myElectronicDocuments { unsigned { id } signed { id formTitle } informational { id } } }',
      );
      return res.data as Record<
        string,
        { unsigned: { id: number }[]; signed: { id: number; formTitle?: string }[]; informational: { id: number }[] }
      >;
    };
    const before = (await lists()).myElectronicDocuments!;
    expect(before.unsigned.map((d) => d.id)).toEqual(expect.arrayContaining([w4.id, i9.id]));
    expect(before.informational.map((d) => d.id)).toEqual([info.id]);

    const withdrawn = await casey.agent.post('/api/me/esign-consent/withdraw').set('User-Agent', UA).expect(200);
    expect(withdrawn.body.moved).toBe(2);
    expect(withdrawn.body.status.consent.withdrawnAt).not.toBeNull();

    const after = await lists();
    expect(after.myManualDocuments!.unsigned.map((d) => d.id).sort()).toEqual([paper.id, w4.id, i9.id].sort());
    expect(after.myElectronicDocuments!.unsigned).toEqual([]);
    expect(after.myElectronicDocuments!.informational.map((d) => d.id)).toEqual([info.id]);
    expect(after.myElectronicDocuments!.signed.map((d) => d.formTitle)).toEqual(['Benefits Enrollment']);
    for (const id of [w4.id, i9.id]) {
      const moved = (await server.services.documents.events(id)).find((e) => e.event === 'delivery.hard_copy')!;
      expect(JSON.parse(moved.detail!)).toEqual({ reason: 'esign_consent_withdrawn' });
    }
    const audit = await server.services.audit.listFor(casey.id);
    expect(audit.map((a) => a.action)).toContain('esign.consent_withdrawn');
    const row = await server.database.db
      .selectFrom('esignConsent')
      .selectAll()
      .where('userId', '=', casey.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.en, withdrawnUserAgent: UA });
  });

  test('When a Spanish reader consents, Then the Spanish text’s own version is recorded and her consent is measured against it in any language', async () => {
    const dana = await signedInUser(server, 'dana@example.com');
    const prefer = (language: string) =>
      server.database.db
        .updateTable('userAccount')
        .set({ preferredLanguage: language })
        .where('id', '=', dana.id)
        .execute();
    await prefer('es');
    const status = async () => (await dana.agent.get('/api/me/esign-consent').expect(200)).body;
    expect(ESIGN_DISCLOSURE_VERSIONS.es).not.toBe(ESIGN_DISCLOSURE_VERSIONS.en);
    expect(await status()).toEqual({ consent: null, currentVersion: ESIGN_DISCLOSURE_VERSIONS.es });

    const first = await assignSample(server, dana.id, { title: 'Direct Deposit' });
    const key = await openCeremony(first.id, dana.agent);
    // A version of no language's current text is stale: the page is told the reader's one.
    const stale = await dana.agent
      .post('/api/esign/consent')
      .set('X-Esign-Key', key)
      .send({ disclosureVersion: '2026-11-25.es.0' })
      .expect(409);
    expect(stale.body.currentVersion).toBe(ESIGN_DISCLOSURE_VERSIONS.es);
    await dana.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT_ES).expect(200);
    const consented = (await server.services.documents.events(first.id)).find((e) => e.event === 'esign.consented')!;
    expect(JSON.parse(consented.detail!)).toEqual({
      disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.es,
      disclosureLanguage: 'es',
    });
    const row = await server.database.db
      .selectFrom('esignConsent')
      .select(['disclosureVersion', 'disclosureLanguage'])
      .where('userId', '=', dana.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.es, disclosureLanguage: 'es' });

    // Reading English now does not make the Spanish consent stale: its text has not changed.
    await prefer('en');
    expect(await status()).toMatchObject({
      consent: { version: ESIGN_DISCLOSURE_VERSIONS.es },
      currentVersion: ESIGN_DISCLOSURE_VERSIONS.es,
    });

    // A page that showed the English text to this Spanish account records the English words.
    await prefer('es');
    const second = await assignSample(server, dana.id, { title: 'Uniform Policy' });
    const secondKey = await openCeremony(second.id, dana.agent);
    await dana.agent.post('/api/esign/consent').set('X-Esign-Key', secondKey).send(CONSENT).expect(200);
    const english = (await server.services.documents.events(second.id)).find((e) => e.event === 'esign.consented')!;
    expect(JSON.parse(english.detail!)).toEqual({
      disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.en,
      disclosureLanguage: 'en',
    });
    expect(await status()).toMatchObject({
      consent: { version: ESIGN_DISCLOSURE_VERSIONS.en },
      currentVersion: ESIGN_DISCLOSURE_VERSIONS.en,
    });
  });

  test('When nobody is signed in, Then the consent calls answer 401', async () => {
    await request(server.url).get('/api/me/esign-consent').expect(401);
    await request(server.url).post('/api/me/esign-consent/withdraw').expect(401);
  });
});
