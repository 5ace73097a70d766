/**
 * A real server with the demo data (forked by scripts/lighthouse.mjs), in its own process as
 * deployed: the browser's measurements must not share a process with the client.
 * Replies { url, email, password } once it listens; exits when sent { type: 'close' }.
 */
import path from 'node:path';
import { serverModule } from './smoke.mjs';

const { loadConfig } = serverModule('../dist/server/config.js');
const { startServer } = serverModule('../dist/server/index.js');

const { BENCH_DIR } = process.env;
const password = 'Demo-password-2026!';

try {
  const config = loadConfig({
    // 'test' rather than production: the production cookie is Secure (__Host-) and this is plain HTTP.
    NODE_ENV: 'test',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: `sqlite:${path.join(BENCH_DIR, 'site.db')}`,
    STORAGE_DIR: path.join(BENCH_DIR, 'storage'),
    SEED_DEMO: 'true',
    DEMO_PASSWORD: password,
    LOG_LEVEL: 'silent',
  });
  const server = await startServer(config);
  process.on('message', async (m) => {
    if (m?.type === 'close') {
      await server.close();
      process.exit(0);
    }
  });
  process.send({ type: 'ready', url: server.url, email: 'candidate@example.com', password });
} catch (error) {
  process.send({ type: 'error', message: String(error?.stack ?? error) });
  process.exit(1);
}
