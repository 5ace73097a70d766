/**
 * Slow clients are closed (SECURITY 13.x): headers and the whole request have a time limit, so a
 * client trickling bytes cannot hold a connection. The test server's limits are short (set by
 * HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS) so the waits stay short; production uses the defaults.
 */
import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { loadConfig } from '../../../server/config';
import { startTestServer, type TestServer } from '../../helpers/server';

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const KEEP_ALIVE_MS = 4_000;
/** The server closes on its checking beat (a fifth of the headers timeout) after the limit; the rest is a loaded CI machine. */
const SLACK_MS = 3_000;

interface Trickle {
  /** Everything the server sent before it closed. */
  answer: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/** Sends `head` at once, then `trickle` one byte every `everyMs`, until the server closes the socket. */
function trickle(server: TestServer, head: string, trickleText: string, everyMs: number): Promise<Trickle> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const started = Date.now();
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // a reset after the server's close is still a close
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < trickleText.length) socket.write(trickleText[sent++]!);
        else {
          clearInterval(timer);
          reject(new Error('the server read everything without closing'));
        }
      }, everyMs);
    });
  });
}

describe('HTTP timeouts (slow clients)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    });
  });
  afterAll(() => server?.stop());

  test('When nothing is configured, Then headers get 10 s, a request 120 s (a 10 MB upload at 0.7 Mbit/s) and an idle keep-alive 5 s', () => {
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(40) });
    expect(config.http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 5_000 });
    expect(() =>
      loadConfig({ SESSION_SECRET: 'x'.repeat(40), HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }),
    ).toThrow(/HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS/);
    expect(server.server.headersTimeout).toBe(HEADERS_MS);
    expect(server.server.requestTimeout).toBe(REQUEST_MS);
    expect(server.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  });

  test('When a client sends the body of POST /login one byte a second, Then the server answers 408 and closes within the request timeout', async () => {
    const body = 'username=someone%40example.com&password=whatever-it-is';
    const head =
      'POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(server, head, body, 1_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    if (result.closedAfterMs > REQUEST_MS + SLACK_MS)
      throw new Error(`a slow body held the connection ${result.closedAfterMs} ms (limit ${REQUEST_MS} ms)`);
  });

  test('When a client sends its headers one byte at a time, Then it is closed within the headers timeout', async () => {
    const headers = 'X-Slow: ' + 'a'.repeat(200) + '\r\n\r\n';
    const result = await trickle(server, 'GET /api/is-user HTTP/1.1\r\nHost: localhost\r\n', headers, 100);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    if (result.closedAfterMs > HEADERS_MS + SLACK_MS)
      throw new Error(`slow headers held the connection ${result.closedAfterMs} ms (limit ${HEADERS_MS} ms)`);
  });

  test('When a body takes longer than the headers timeout but less than the request timeout, Then it is read and answered', async () => {
    const { port } = new URL(server.url);
    const body = JSON.stringify({ query: 'x'.repeat(40) });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        text += chunk;
        if (/\r\n\r\n[\s\S]*\}/.test(text)) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      socket.on('connect', async () => {
        socket.write(
          `POST /api/is-user HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        // 1.35 s for the body: past the headers timeout, within the request timeout.
        for (const part of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
          await new Promise((r) => setTimeout(r, 450));
          socket.write(part);
        }
      });
    });
    // The body was read to its end: the route answered (POST is not a route here, so the API's 404).
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
  });

  test('When a keep-alive connection idles longer than the headers timeout, Then its next request is still answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = new URL(server.url);
    const ask = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/is-user', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
      });
    const first = await ask();
    await new Promise((r) => setTimeout(r, HEADERS_MS + 1_000));
    const second = await ask();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
    await request(server.url).get('/healthz').expect(200);
  });
});

describe('Shutdown with keep-alive connections', () => {
  test('When the server closes with requests in flight on keep-alive connections, Then they are answered and it does not wait for the keep-alive timeout', async () => {
    const server = await startTestServer({ KEEP_ALIVE_TIMEOUT_MS: '30000' });
    try {
      // An idle keep-alive connection, then sign-ins in flight (each verifies a password hash).
      for (let i = 0; i < 3; i++) await fetch(`${server.url}/healthz`).then((r) => r.text());
      const inFlight = Array.from({ length: 6 }, (_, i) =>
        fetch(`${server.url}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: `late${i}@example.com`, password: 'Wrong-pass1!' }),
          redirect: 'manual',
        }).then((r) => r.status),
      );
      // Every sign-in is being handled (counted by the throttle) before the close.
      for (let seen = 0; seen < 6;) {
        const rows = await server.database.db
          .selectFrom('rateLimit')
          .select('count')
          .where('key', 'like', 'login:client:%')
          .execute();
        seen = rows.reduce((sum, r) => sum + Number(r.count), 0);
        // SQLite answers without leaving the event loop: let the server run.
        await new Promise((r) => setTimeout(r, 10));
      }
      const started = Date.now();
      await server.close();
      const tookMs = Date.now() - started;
      expect(await Promise.all(inFlight)).toEqual(Array(6).fill(303));
      // The keep-alive timeout is 30 s; the process's shutdown allows 10 s.
      if (tookMs > 10_000) throw new Error(`the shutdown waited ${tookMs} ms for idle keep-alive connections`);
    } finally {
      await server.stop();
    }
  });
});
