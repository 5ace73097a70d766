import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db';
import { createDatabase, type DatabaseHandle } from '.';

/** The same Kysely code on both databases; on SQLite, statements are prepared once and reused. */
describe('Database handle', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.url);
    await sql`create table probe (id integer primary key, name text not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.destroy();
    await testDb.drop();
  });

  const all = () => sql<Record<string, unknown>>`select * from probe order by id`.execute(handle.db);

  test('When the same statement runs again, Then it sees the rows and the parameters of that call', async () => {
    await sql`insert into probe (id, name) values (${1}, ${'one'})`.execute(handle.db);
    await sql`insert into probe (id, name) values (${2}, ${'two'})`.execute(handle.db);
    const byId = (id: number) => sql<{ name: string }>`select name from probe where id = ${id}`.execute(handle.db);
    expect((await byId(1)).rows).toEqual([{ name: 'one' }]);
    expect((await byId(2)).rows).toEqual([{ name: 'two' }]);
    expect((await all()).rows).toHaveLength(2);
  });

  test('When the schema changes, Then a statement run before sees the new columns', async () => {
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name']);
    await sql`alter table probe add column note text`.execute(handle.db);
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name', 'note']);
  });
});
