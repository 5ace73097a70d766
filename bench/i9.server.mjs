/**
 * The server side of the Form I-9 inspection export benchmark (forked by i9.bench.mjs): a real
 * server in its own process on a new SQLite database, with BENCH_I9_FORMS hires made through the
 * services (realistic names and documents). It runs the export when asked, in two ways: as the
 * route does (the PDFs drawn in the file worker pool) and, as the baseline, the same export with
 * every PDF drawn here on the event loop. Each answer carries the event loop's delays meanwhile.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serverModule } from './smoke.mjs';

const { loadConfig } = serverModule('../dist/server/config.js');
const { startServer } = serverModule('../dist/server/index.js');
const { generateI9Forms } = serverModule('../dist/server/dev/i9-forms.generator.js');
const { exportForInspection } = serverModule('../dist/server/features/i9/inspection-export.js');
const { createInspectionRepository } = serverModule('../dist/server/features/i9/inspection.repository.js');
const { renderRecords } = serverModule('../dist/server/untrusted/record-pdf.js');

const { BENCH_DIR, BENCH_I9_FORMS } = process.env;
const PASSWORD = 'Bench-I9-password-2026!';

try {
  const config = loadConfig({
    // 'test' for its cheap password hashes: a thousand accounts are made here, none signs in.
    NODE_ENV: 'test',
    WORK_FACTORS: 'test',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ALTCHA_HMAC_KEY: 'bench-altcha-bench-altcha-bench-altcha-0123',
    DATABASE_URL: `sqlite:${path.join(BENCH_DIR, 'i9.db')}`,
    STORAGE_DIR: path.join(BENCH_DIR, 'storage'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DEFAULT_TIME_ZONE: 'America/Chicago',
  });
  const server = await startServer(config);
  const { services } = server;
  const staffId = await services.auth.createUser({
    email: 'ivy@bench.example',
    password: PASSWORD,
    firstName: 'Ivy',
    lastName: 'Nguyen',
    role: 'staff',
    confirmed: true,
  });
  const generating = performance.now();
  await generateI9Forms(services, {
    count: Number(BENCH_I9_FORMS),
    seed: 2026,
    password: PASSWORD,
    staffId,
    startFrom: '2019-01-01',
    startTo: '2026-10-31',
    ended: 0.35,
  });
  const generatedSeconds = (performance.now() - generating) / 1000;
  const info = { ip: '127.0.0.1', userAgent: 'bench' };
  const inline = {
    repo: createInspectionRepository(server.database.db),
    audit: services.audit,
    clock: services.clock,
    timeZone: config.defaultTimeZone,
    siteName: config.siteName,
    staffName: async () => 'Ivy Nguyen',
    // The baseline: the very same batches, drawn here on the event loop instead of in the pool.
    files: { run: async (_task, records) => renderRecords(records) },
  };

  /**
   * Runs `work` while a 10 ms timer measures how late it fires: the event loop's delays (a timer
   * that last fires after the work counts the work's final stretch too).
   */
  async function measured(work) {
    const delays = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      delays.push(Math.max(0, now - last - 10));
      last = now;
    }, 10);
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 15));
    clearInterval(timer);
    delays.sort((a, b) => a - b);
    return {
      seconds,
      forms: result.forms,
      bytes: result.zip.length,
      loopMaxMs: delays.at(-1) ?? 0,
      loopP99Ms: delays[Math.min(delays.length - 1, Math.floor(delays.length * 0.99))] ?? 0,
    };
  }

  /** The pool's processes started and each with pdf-lib loaded, as on a server that has run a while. */
  async function warm() {
    services.files.warm();
    const record = {
      language: 'en-US',
      title: 'Warm-up',
      subtitle: '',
      blocks: [],
      footer: '{page}',
      producer: 'bench',
      createdAt: 0,
    };
    await Promise.all(Array.from({ length: services.files.size }, () => services.files.run('recordPdfs', [record])));
    await renderRecords([record]);
  }

  process.on('message', async (message) => {
    try {
      if (message.type === 'warm') process.send({ type: 'warm', ...(await warm()) });
      else if (message.type === 'pool')
        process.send({ type: 'pool', ...(await measured(() => services.i9Inspection.export({}, staffId, info))) });
      else if (message.type === 'inline')
        process.send({ type: 'inline', ...(await measured(() => exportForInspection(inline, {}, staffId, info))) });
      else if (message.type === 'close') {
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
    generatedSeconds,
    workers: services.files.size,
  });
} catch (error) {
  process.send({ type: 'error', message: String(error?.stack ?? error) });
  process.exit(1);
}
