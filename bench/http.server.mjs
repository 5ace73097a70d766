/**
 * The server side of the throughput benchmark (forked by scripts/bench.mjs): the real server on a
 * new SQLite database with the demo data, and the baseline (a bare node:http server answering a
 * similar JSON body) beside it in the same process, so both meet the same conditions.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { loadConfig } = require('../dist/server/config.js');
const { startServer } = require('../dist/server/index.js');

const dir = process.env.BENCH_DIR;
const baseline = http.createServer((_req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ data: { content: { title: 'About Us', content: 'x'.repeat(800), showLayout: true } } }));
});
await new Promise((resolve) => baseline.listen(0, '127.0.0.1', resolve));

const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
    STORAGE_DIR: path.join(dir, 'storage'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  }),
);

process.on('message', async (message) => {
  if (message.type !== 'close') return;
  await server.close();
  baseline.close();
  process.exit(0);
});
process.send({
  type: 'ready',
  baselineUrl: `http://127.0.0.1:${baseline.address().port}/`,
  base: server.url.replace('localhost', '127.0.0.1'),
});
