/**
 * Many open jobs in one statement, for tests that need a realistic count (tens of thousands) in
 * seconds: short texts, one city. Realistic texts come from `jobs:generate` (minutes at this size).
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../server/db';

export async function insertBulkJobs(
  db: Db,
  dialect: Dialect,
  count: number,
  options: { now?: number; description?: (n: string) => RawSqlText; category?: (n: string) => RawSqlText } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const series =
    dialect === 'postgres'
      ? sql`generate_series(1, ${count}) as g(n)`
      : sql`(with recursive s(n) as (select 1 union all select n + 1 from s where n < ${count}) select n from s) as g`;
  const text = options.description ? sql.raw(options.description('g.n')) : sql`'Filler job number ' || g.n`;
  const category = options.category ? sql.raw(options.category('g.n')) : sql`'Manufacturing'`;
  await sql`insert into job_order (title, description, position_title, corp_title, status, active,
      employment_type, category, location, postal_code, latitude, longitude, salary, opened_at,
      description_text, created_at, updated_at)
    select 'Filler Job ' || g.n, '<p>Filler</p>', 'Filler Job', 'Filler Co', 'Open', 1,
      case when g.n % 2 = 0 then 'Contract' else 'Permanent' end, ${category}, 'Chicago, IL', '60601',
      41.8858, -87.6181, null, cast(${now} as bigint) - g.n * 1000, ${text}, ${now}, ${now}
    from ${series}`.execute(db);
}

/** SQL text of an expression over the series' number (its column named by the argument). */
export type RawSqlText = string;
