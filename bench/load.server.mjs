/**
 * The server side of the load benchmark (forked by load.bench.mjs): the production build
 * (NODE_ENV=production) on PostgreSQL in its own process, as deployed behind a TLS proxy on
 * loopback. Creates the simulated candidates' accounts first (BENCH_USERS of them), forgets the
 * sign-in counters of earlier runs, then listens and reports its RSS and its admission record
 * (longest wait for a place, sign-ins refused past anonymous reads) when asked.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { serverModule } from './smoke.mjs';

const { loadConfig } = serverModule('../dist/server/config.js');
const { startServer } = serverModule('../dist/server/index.js');

const { DATABASE_URL, BENCH_DIR, BENCH_USERS, BENCH_PASSWORD } = process.env;
const megabytes = () => Math.round(process.memoryUsage().rss / 1_048_576);

try {
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      PUBLIC_URL: 'https://127.0.0.1',
      // The client sends X-Forwarded-Proto/-For as a TLS proxy would: Secure cookies, and each
      // simulated candidate signs in from an address of its own.
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SUPPORT_EMAIL: 'support@bench.invalid',
      DATABASE_URL,
      STORAGE_DIR: path.join(BENCH_DIR, 'storage'),
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      // DB_POOL_MAX, DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, ADMISSION_*: the defaults unless set.
      ...Object.fromEntries(
        Object.entries(process.env).filter(([k]) => k.startsWith('DB_') || k.startsWith('ADMISSION_')),
      ),
    }),
  );
  const { db } = server.database;
  const users = Number(BENCH_USERS);
  const existing = new Set(
    (await db.selectFrom('userAccount').select('email').where('email', 'like', 'load-%@example.com').execute()).map(
      (r) => r.email,
    ),
  );
  for (let i = 0; i < users; i += 1) {
    const email = `load-${i}@example.com`;
    if (existing.has(email)) continue;
    await server.services.auth.createUser({
      email,
      password: BENCH_PASSWORD,
      firstName: 'Load',
      lastName: `Candidate ${i}`,
      confirmed: true,
    });
  }
  await sql`delete from rate_limit where key like 'login:%'`.execute(db);
  const jobs = Number((await sql`select count(*) as n from job_order`.execute(db)).rows[0].n);

  process.on('message', async (message) => {
    if (message.type === 'rss') process.send({ type: 'rss', megabytes: megabytes() });
    if (message.type === 'admission') process.send({ type: 'admission', ...server.services.admission.record() });
    if (message.type === 'close') {
      await server.close();
      process.exit(0);
    }
  });
  process.send({ type: 'ready', url: server.url.replace('localhost', '127.0.0.1'), jobs, rssMegabytes: megabytes() });
} catch (error) {
  process.send({ type: 'error', message: String(error?.stack ?? error) });
  process.exit(1);
}
