/** The migration that names the audit actions of a view as a candidate after the screens' words. */
import { useTestDatabase } from '../../test/helpers/db';
import { down, up } from './migrations/2026-11-29-0057-view-as-actions';

describe('Audit actions of views as a candidate', () => {
  const database = useTestDatabase();

  test('When rows were written under the old names, Then the migration renames them and leaves others alone, and down restores them', async () => {
    const { db } = database.handle;
    const row = (action: string) => ({
      action,
      userId: null,
      actorId: null,
      detail: null,
      createdAt: 1_800_000_000_000,
    });
    await db
      .insertInto('auditEvent')
      .values(['ghost.started', 'ghost.refused', 'ghost.ended', 'ghost.downloaded', 'login.success'].map(row))
      .execute();
    const actions = async () =>
      (await db.selectFrom('auditEvent').select('action').orderBy('id').execute()).map((r) => r.action);

    await up(db);
    expect(await actions()).toEqual([
      'view-as.started',
      'view-as.refused',
      'view-as.ended',
      'view-as.downloaded',
      'login.success',
    ]);
    await down(db);
    expect(await actions()).toEqual([
      'ghost.started',
      'ghost.refused',
      'ghost.ended',
      'ghost.downloaded',
      'login.success',
    ]);
  });
});
