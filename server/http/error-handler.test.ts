import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { DatabaseUnavailableError } from '../lib/db-errors';
import { createLogger } from '../logger';
import { errorHandler, errorHandlers } from './error-handler';

/** A database failure after the answer went out (a session's save or touch while load is shed). */
describe('The error handler after the answer was sent', () => {
  test('When a database write fails after the answer, Then the client has its answer and its connection stays open', async () => {
    const app = express();
    app.get('/answered', (_req, res, next) => {
      res.json({ ok: true });
      next(new DatabaseUnavailableError('busy', 'No database connection within the wait budget.'));
    });
    app.use(errorHandler(createLogger('silent')));
    const server = http.createServer(app);
    let connections = 0;
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: '/answered', agent }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, body: '{"ok":true}' });
      await new Promise((r) => setTimeout(r, 50));
      expect(await get()).toEqual({ status: 200, body: '{"ok":true}' });
      expect(connections).toBe(1);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('When a request answered 503 then fails to save its session as well, Then the second error ends quietly too', async () => {
    const app = express();
    const unavailable = () => new DatabaseUnavailableError('busy', 'No database connection within the wait budget.');
    // As express-session does: the session is saved when the answer ends, and a failure goes to next.
    app.use((_req, res, next) => {
      const end = res.end.bind(res) as (...args: unknown[]) => unknown;
      (res as { end: unknown }).end = (...args: unknown[]) => {
        setImmediate(() => next(unavailable()));
        return end(...args);
      };
      next();
    });
    app.get('/busy', (_req, _res, next) => next(unavailable()));
    app.use(errorHandlers(createLogger('silent')));
    const server = http.createServer(app);
    let connections = 0;
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: '/busy', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    try {
      expect(await get()).toBe(503);
      await new Promise((r) => setTimeout(r, 50));
      expect(await get()).toBe(503);
      expect(connections).toBe(1);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
