/**
 * Every request gets an id: the caller's X-Request-Id when it is a plain token (a proxy's or a
 * load balancer's, so one id follows a request across hops), else a new UUID. It is sent back in
 * X-Request-Id and carried by every log line written for the request (pino-http's `req.log`),
 * including the one line that says how it ended.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Level } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp<IncomingMessage, ServerResponse, never>({
    logger,
    quietReqLogger: true,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // A 503 is the server shedding load, counted in /metrics: a warning, not a fault.
    customLogLevel(_req, res, err): Level {
      if (res.statusCode === 503) return 'warn';
      return err || res.statusCode >= 500 ? 'error' : 'info';
    },
    // The query string may carry tokens (one-click links, resets): the path only. No headers either
    // way (cookies, tokens, and bulk under load): the status says how it ended.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: String(req.url).split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
}
