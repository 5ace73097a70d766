/** The migration that gives every stored session its public id (what a session token names). */
import { useTestDatabase } from '../../test/helpers/db';
import { publicSessionId } from '../lib/tokens';
import { down, up } from './migrations/2026-11-29-0041-session-public-id';

describe('Session public ids', () => {
  const database = useTestDatabase();

  test('When sessions were stored before the column, Then each gets the id the server derives from its sid', async () => {
    const { db } = database.handle;
    await down(db);
    const sids = ['first-session-sid', 'second-session-sid'];
    for (const sid of sids) {
      await db.insertInto('session').values({ sid, userId: null, data: '{}', expiresAt: 1_800_000_000_000 }).execute();
    }
    await up(db);
    const rows = await db.selectFrom('session').select(['sid', 'publicId']).orderBy('sid').execute();
    expect(rows).toEqual(sids.map((sid) => ({ sid, publicId: publicSessionId(sid) })));
  });
});
