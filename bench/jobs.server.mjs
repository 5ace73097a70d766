/**
 * The server side of the job search benchmark (forked by jobs.bench.mjs): a real server in its own
 * process, as deployed, so the client's allocations and pauses do not count against it.
 * BENCH_PHASE=generate: generates the jobs and settles the database, then waits to be closed.
 * BENCH_PHASE=serve: a fresh server on those jobs; creates the bench user, reports its RSS, then
 * answers the parent's requests to run the same searches in-process (the same SQL, no HTTP).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { serverModule } from './smoke.mjs';
import { time } from './timing.mjs';

const { loadConfig } = serverModule('../dist/server/config.js');
const { startServer } = serverModule('../dist/server/index.js');
const { insertGeneratedJobs } = serverModule('../dist/server/dev/jobs.seed.js');

const { BENCH_PHASE, DATABASE_URL, BENCH_DIR, BENCH_JOBS, BENCH_EMAIL, BENCH_PASSWORD } = process.env;

const config = loadConfig({
  // 'test' rather than production: the production cookie is Secure (__Host-) and this is plain HTTP.
  NODE_ENV: 'test',
  PORT: '0',
  PUBLIC_URL: 'http://127.0.0.1',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  DATABASE_URL,
  STORAGE_DIR: path.join(BENCH_DIR, 'storage'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  // Generating ends with VACUUM ANALYZE of the whole table: no statement timeout for it.
  DB_STATEMENT_TIMEOUT_MS: BENCH_PHASE === 'generate' ? '0' : '5000',
});
const server = await startServer(config);
const { services } = server;
const megabytes = (bytes) => Math.round(bytes / 1_048_576);

if (BENCH_PHASE === 'generate') {
  const started = performance.now();
  let last = 0;
  await insertGeneratedJobs(services.jobsRepo, services.clock, {
    count: Number(BENCH_JOBS),
    seed: 1,
    onProgress: (done) => {
      if (done - last >= 100_000 || done === Number(BENCH_JOBS)) {
        last = done;
        process.stdout.write(`  … ${done.toLocaleString('en-US')} jobs\n`);
      }
    },
  });
  const generatedSeconds = (performance.now() - started) / 1000;
  // A production database is not mid-bulk-load: checkpoint the write-ahead log, vacuum and analyze
  // now, so that neither the database's own background work nor a long log competes with the timings.
  if (server.database.dialect === 'postgres') {
    await sql`vacuum analyze`.execute(server.database.db);
    await sql`checkpoint`.execute(server.database.db);
  } else {
    await sql`insert into job_fts(job_fts) values ('optimize')`.execute(server.database.db);
    await sql`pragma wal_checkpoint(truncate)`.execute(server.database.db);
    await sql`analyze`.execute(server.database.db);
  }
  process.on('message', async (message) => {
    if (message.type !== 'close') return;
    await server.close();
    process.exit(0);
  });
  process.send({ type: 'generated', generatedSeconds });
} else {
  await serve();
}

async function serve() {
  // A kept database (BENCH_KEEP) already has the bench user from an earlier run.
  const existing = await server.database.db
    .selectFrom('userAccount')
    .select('id')
    .where('email', '=', BENCH_EMAIL)
    .executeTakeFirst();
  const userId =
    existing?.id ??
    (await services.auth.createUser({
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
      firstName: 'B',
      lastName: 'B',
      confirmed: true,
    }));
  const index =
    server.database.dialect === 'postgres'
      ? (
          await sql`select amname from pg_index i join pg_class c on c.oid = i.indexrelid
          join pg_am a on a.oid = c.relam where c.relname = 'job_order_text_idx'`.execute(server.database.db)
        ).rows[0]?.amname
      : 'fts5';

  process.on('message', async (message) => {
    try {
      if (message.type === 'direct') {
        // The service's search in this process: the same SQL as the HTTP request, without HTTP.
        const timed = await time(() => services.jobs.search(message.body, '1', userId), message.rounds, 5);
        process.send({ type: 'direct', ...timed });
      } else if (message.type === 'rss') {
        process.send({ type: 'rss', megabytes: megabytes(process.memoryUsage().rss) });
      } else if (message.type === 'close') {
        await server.close();
        process.exit(0);
      }
    } catch (err) {
      process.send({ type: 'error', message: String(err?.stack ?? err) });
    }
  });

  process.send({
    type: 'ready',
    url: server.url.replace('localhost', '127.0.0.1'),
    index,
    rssMegabytes: megabytes(process.memoryUsage().rss),
  });
}
