/**
 * More time on the signing page (WCAG 2.2.1 Timing Adjustable, docs/product.md §2.7.4): the ceremony's
 * deadline moves on request while it is open, up to CEREMONY_MAX_MS from its opening.
 */
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { CEREMONY_MAX_MS, CEREMONY_TTL_MS } from '../../../server/features/esign/builtin';
import { CONSENT } from '../../helpers/consent';
import { assignSample, gql, signedInUser, useServerWithCasey, type Agent } from '../../helpers/documents';

const MINUTE = 60_000;

describe('More time on the signing page', () => {
  const ctx = useServerWithCasey();

  /** A newly assigned document's ceremony, opened: its key. */
  async function openCeremony(agent: Agent, userId: number) {
    const doc = await assignSample(ctx.server, userId);
    const res = await gql(
      agent,
      'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
      { id: doc.id },
    );
    const token = new URL(res.data.documentSigningUrl.url, 'http://x').searchParams.get('token');
    const opened = await agent.post('/api/esign/open').send({ token }).expect(200);
    return { doc, key: opened.body.ceremonyKey as string };
  }
  const extend = (key: string, agent = ctx.casey.agent) => agent.post('/api/esign/extend').set('X-Esign-Key', key);

  test('When Casey asks for more time before the page closes, Then she has 20 minutes from then, and signs past the first 20', async () => {
    const { server, casey } = ctx;
    const { doc, key } = await openCeremony(casey.agent, casey.id);
    server.advance(CEREMONY_TTL_MS - 2 * MINUTE);

    const res = await extend(key).expect(200);
    expect(res.body).toEqual({ timeoutMs: CEREMONY_TTL_MS });
    // The page images' cookie is renewed for the new time (pages not scrolled to yet still load).
    expect(String(res.headers['set-cookie'])).toMatch(/esign-pages=.*Max-Age=1200/);

    server.advance(10 * MINUTE);
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    const finished = await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);
    expect(finished.body.event).toBe('signing_complete');

    const events = await server.services.documents.events(doc.id);
    expect(events.map((e) => e.event)).toEqual([
      'assigned',
      'esign.link_created',
      'esign.opened',
      'esign.extended',
      'esign.consented',
      'esign.signed',
    ]);
    expect(events.find((e) => e.event === 'esign.extended')).toMatchObject({ userId: casey.id, source: 'server' });
  });

  test('When the page asks for more time after it closed, Then the ceremony times out as any step would', async () => {
    const { server, casey } = ctx;
    const { doc, key } = await openCeremony(casey.agent, casey.id);
    server.advance(CEREMONY_TTL_MS + 1000);
    const res = await extend(key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ event: 'session_timeout', redirectTo: '/onboarding?event=session_timeout' });
    // Ended: nothing brings it back.
    expect((await extend(key)).status).toBe(404);
    expect((await server.services.documents.get(casey.id, { id: doc.id })).isUserActionRequired).toBe(true);
  });

  test('When more time is asked again and again, Then the page stays open at most 4 hours from its opening', async () => {
    const { server, casey } = ctx;
    const { key } = await openCeremony(casey.agent, casey.id);
    let open = 0;
    let given = CEREMONY_TTL_MS;
    // Each time a minute before the page would close.
    while (given === CEREMONY_TTL_MS) {
      server.advance(CEREMONY_TTL_MS - MINUTE);
      open += CEREMONY_TTL_MS - MINUTE;
      given = (await extend(key).expect(200)).body.timeoutMs;
    }
    // The last extension reaches the cap exactly (a few milliseconds of real time went by too).
    expect(given).toBeGreaterThan(0);
    expect(Math.abs(given - (CEREMONY_MAX_MS - open))).toBeLessThan(30_000);

    const refused = await extend(key).set('Accept-Language', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This signing page cannot have more time: it stays open at most 4 hours. Please finish now, or open the document again later.',
    );
    const spanish = await extend(key).set('Accept-Language', 'es');
    expect(spanish.status).toBe(409);
    expect(spanish.body.message).toContain('como máximo 4 horas');
    // Still open until then: the signer may go on.
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    server.advance(given + 1000);
    expect((await extend(key)).body.event).toBe('session_timeout');
  });

  test('When the key is wrong or another user sends it, Then the call is refused and the deadline stays', async () => {
    const { server, casey } = ctx;
    const { key } = await openCeremony(casey.agent, casey.id);
    const wrong = await extend('x'.repeat(43));
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(DOCUMENT_SERVER_MESSAGES.linkInvalid);
    expect((await casey.agent.post('/api/esign/extend')).status).toBe(404);

    const robin = await signedInUser(server, 'robin@example.com');
    const stolen = await extend(key, robin.agent);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(DOCUMENT_SERVER_MESSAGES.linkInvalid);

    // Nothing moved: past the first 20 minutes the ceremony has timed out.
    server.advance(CEREMONY_TTL_MS + 1000);
    expect((await extend(key)).body.event).toBe('session_timeout');
  });

  test('When the document is signed, declined or cancelled, Then no more time is given', async () => {
    const { casey } = ctx;
    const signed = await openCeremony(casey.agent, casey.id);
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', signed.key).send(CONSENT).expect(200);
    await casey.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', signed.key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);
    const declined = await openCeremony(casey.agent, casey.id);
    await casey.agent.post('/api/esign/decline').set('X-Esign-Key', declined.key).expect(200);
    const cancelled = await openCeremony(casey.agent, casey.id);
    await casey.agent.post('/api/esign/cancel').set('X-Esign-Key', cancelled.key).expect(200);

    for (const { key } of [signed, declined, cancelled]) {
      const res = await extend(key);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(DOCUMENT_SERVER_MESSAGES.linkInvalid);
    }
  });
});
