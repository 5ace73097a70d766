/**
 * Sessions end at an absolute lifetime however active they are (SECURITY 7.3.x): 12 hours after
 * the sign-in for staff and admins, 30 days for candidates (here 1 day, set by
 * SESSION_ABSOLUTE_DAYS_CANDIDATE, so the story needs fewer steps). The idle timeout (docs/product.md §9,
 * 30 minutes) still applies within it. Time moves by the test server's clock.
 */
import request from 'supertest';
import { loadConfig } from '../../../server/config';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'Lifetime-Passw0rd!';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('Absolute session lifetime', () => {
  let server: TestServer;
  let staff: SignedInUser;
  let candidate: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer({ SESSION_ABSOLUTE_DAYS_CANDIDATE: '1' });
    staff = await signedInUser(server, {
      email: 'stella.staff@example.com',
      password: PASSWORD,
      firstName: 'Stella',
      role: 'staff',
    });
    candidate = await signedInUser(server, {
      email: 'cody.cand@example.com',
      password: PASSWORD,
      firstName: 'Cody',
      role: 'candidate',
    });
  });
  afterAll(() => server?.stop());

  const signedIn = async (who: SignedInUser) =>
    (await who.agent.get('/api/is-user').expect(200)).body.isUser as boolean;
  const sessionsOf = (userId: number) =>
    server.database.db.selectFrom('session').select('sid').where('userId', '=', userId).execute();

  test('When nothing is configured, Then staff sessions last 12 hours and candidate sessions 30 days from the sign-in', () => {
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(40) });
    expect(config.sessionAbsoluteMs).toEqual({ staff: 12 * HOUR, candidate: 30 * 24 * HOUR });
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(40), SESSION_ABSOLUTE_HOURS_STAFF: '0' })).toThrow(
      /SESSION_ABSOLUTE_HOURS_STAFF/,
    );
  });

  test('When staff and a candidate keep their sessions active, Then the staff session ends at 12 hours and the candidate’s at its lifetime', async () => {
    // A request every 29 minutes: the idle timeout never ends either session.
    let elapsed = 0;
    const step = async () => {
      server.advance(29 * MINUTE);
      elapsed += 29 * MINUTE;
    };
    while (elapsed + 29 * MINUTE < 12 * HOUR) {
      await step();
      expect([elapsed, await signedIn(staff), await signedIn(candidate)]).toEqual([elapsed, true, true]);
    }
    await step(); // 12 h 05 min after the sign-in
    expect(await signedIn(staff)).toBe(false);
    expect(await sessionsOf(staff.id)).toEqual([]);
    expect(await signedIn(candidate)).toBe(true);
    while (elapsed + 29 * MINUTE < 24 * HOUR) {
      await step();
      expect(await signedIn(candidate)).toBe(true);
    }
    await step();
    expect(await signedIn(candidate)).toBe(false);
    expect(await sessionsOf(candidate.id)).toEqual([]);

    // Signing in again starts a new lifetime.
    const again = request.agent(server.url);
    await again
      .post('/login')
      .type('form')
      .send({ username: 'stella.staff@example.com', password: PASSWORD })
      .expect(303);
    expect((await again.get('/api/is-user').expect(200)).body.isUser).toBe(true);
    server.advance(11 * HOUR);
    // Idle for 11 hours: the idle timeout ended it long before the lifetime.
    expect((await again.get('/api/is-user').expect(200)).body.isUser).toBe(false);
  });

  test('When an idle session is refused, Then it is deleted: with the clock set back it is still gone', async () => {
    const idle = await signedInUser(server, {
      email: 'ida.idle@example.com',
      password: PASSWORD,
      firstName: 'Ida',
      role: 'candidate',
    });
    expect(await sessionsOf(idle.id)).toHaveLength(1);
    server.advance(31 * MINUTE);
    expect(await signedIn(idle)).toBe(false);
    expect(await sessionsOf(idle.id)).toHaveLength(0);
    server.advance(-31 * MINUTE);
    expect(await signedIn(idle)).toBe(false);
  });

  test('When a session was stored before sign-ins were stamped, Then its lifetime counts from its next request', async () => {
    const user = await signedInUser(server, {
      email: 'old.timer@example.com',
      password: PASSWORD,
      firstName: 'Olive',
      role: 'staff',
    });
    const [row] = await server.database.db
      .selectFrom('session')
      .select(['sid', 'data'])
      .where('userId', '=', user.id)
      .execute();
    const { signedIn: _stamp, ...unstamped } = JSON.parse(row!.data) as Record<string, unknown>;
    await server.database.db
      .updateTable('session')
      .set({ data: JSON.stringify(unstamped) })
      .where('sid', '=', row!.sid)
      .execute();

    server.advance(20 * MINUTE);
    expect(await signedIn(user)).toBe(true);
    const stamped = await server.database.db
      .selectFrom('session')
      .select('data')
      .where('sid', '=', row!.sid)
      .executeTakeFirstOrThrow();
    const at = (JSON.parse(stamped.data) as { signedIn: { userId: number; at: number } }).signedIn;
    expect(at.userId).toBe(user.id);
    for (let i = 0; i < 24; i++) {
      server.advance(29 * MINUTE);
      expect(await signedIn(user)).toBe(true);
    }
    server.advance(29 * MINUTE);
    expect(await signedIn(user)).toBe(false);
  });
});
