/**
 * The server side of the throughput benchmarks (forked by bench/server.bench.mjs): the real server
 * on a new SQLite database with the demo data, and beside it in the same process the baselines
 * (a bare node:http server, and a bare Express 5 app with the trivial route), so all meet the same
 * conditions. The real app also gets one REST route answering what GraphQL's `myDocuments` with
 * counts answers, placed where /graphql sits in the middleware order: the same stack, the same data.
 */
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { serverModule } from './smoke.mjs';

const { loadConfig } = serverModule('../dist/server/config.js');
const { startServer } = serverModule('../dist/server/index.js');
const { apiNotFound } = serverModule('../dist/server/http/error-handler.js');
const { requireConfirmedUser, currentUser } = serverModule('../dist/server/http/guards.js');
const { documentCounts } = serverModule('../dist/common/documents.js');

const { BENCH_DIR, BENCH_PASSWORD, BENCH_LOGIN_USERS } = process.env;

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));

const node = http.createServer((_req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ data: { content: { title: 'About Us', content: 'x'.repeat(800), showLayout: true } } }));
});
// The trivial route of the real app (GET /api/is-user), on Express 5 with nothing else.
const bare = express();
bare.get('/api/is-user', (req, res) => {
  res.json({ isUser: Boolean(req.user) });
});
const bareServer = http.createServer(bare);

try {
  const nodeUrl = await listen(node);
  const expressUrl = await listen(bareServer);
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      PUBLIC_URL: 'https://127.0.0.1',
      // As deployed behind a TLS proxy: the client sends X-Forwarded-Proto/-For, so the Secure
      // session cookie is set and each simulated sign-in comes from its own address.
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SUPPORT_EMAIL: 'support@bench.invalid',
      DATABASE_URL: `sqlite:${path.join(BENCH_DIR, 'bench.db')}`,
      STORAGE_DIR: path.join(BENCH_DIR, 'storage'),
      SEED_DEMO: 'true',
      DEMO_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'silent',
      // One client sends every request: the per-client budgets a minute still count each one (their
      // cost is part of the stack measured), but refuse none.
      RATE_LIMIT_ANONYMOUS_READS: '1000000',
      RATE_LIMIT_GRAPHQL: '1000000',
    }),
  );
  const { services } = server;

  // The Express app among the server's request listeners (the request tracker comes first).
  const app = server.server.listeners('request').find((l) => typeof l.get === 'function' && l.router);
  app.get('/api/me/documents-summary', requireConfirmedUser, (req, res, next) => {
    services.documents.list(currentUser(req).id).then((docs) => {
      res.json({ myDocuments: docs, ...documentCounts(docs) });
    }, next);
  });
  // app.get appended the route after the SPA's catch-all: move it to just after /graphql.
  const stack = app.router.stack;
  const route = stack.pop();
  stack.splice(
    stack.findIndex((layer) => layer.handle === apiNotFound),
    0,
    route,
  );

  const loginUsers = [];
  for (let i = 0; i < Number(BENCH_LOGIN_USERS ?? 8); i += 1) {
    const email = `login-bench-${i}@example.com`;
    await services.auth.createUser({ email, password: BENCH_PASSWORD, firstName: 'B', lastName: 'B', confirmed: true });
    loginUsers.push(email);
  }

  process.on('message', async (message) => {
    // The server's own CPU time (user + system, µs): a load-independent cost per request.
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ type: 'cpu', micros: user + system });
      return;
    }
    if (message.type !== 'close') return;
    await server.close();
    node.close();
    bareServer.close();
    process.exit(0);
  });
  process.send({
    type: 'ready',
    nodeUrl: `${nodeUrl}/`,
    expressUrl,
    base: server.url.replace('localhost', '127.0.0.1'),
    demoEmail: 'candidate@example.com',
    loginUsers,
  });
} catch (error) {
  process.send({ type: 'error', message: String(error?.stack ?? error) });
  process.exit(1);
}
