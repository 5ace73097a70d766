/**
 * Writes sent with an `Idempotency-Key` header have one effect however often they arrive: the
 * session API's (the client sends one key per submission, src/lib/api.ts) and the REST API's
 * alike. The first request runs; its successful answer is stored (lib/idempotency.ts) just before
 * it is sent, and a repeat (same caller, key, method, path and body) gets that answer with
 * `Idempotent-Replayed: true`, waiting for it while the first still runs. An answer that is not a
 * success frees the key: nothing happened, so the request may be corrected and sent again.
 */
import type { Request, RequestHandler, Response } from 'express';
import { AppError, ErrorCode } from '../errors';
import { IDEMPOTENCY_MESSAGES, type IdempotencyStore } from '../lib/idempotency';
import { sha256Hex } from '../lib/tokens';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * The middleware for one declared write; `owner` names the caller ("user:<id>", "api_key:<id>"),
 * null when there is none (the route's access rule has already refused such a request).
 */
export function idempotentWrites(store: IdempotencyStore, owner: (req: Request) => string | null): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    const who = owner(req);
    if (key === undefined || who === null) return next();
    if (!KEY_PATTERN.test(key)) throw new AppError(ErrorCode.BAD_REQUEST, IDEMPOTENCY_MESSAGES.badKey);
    // The method and path are part of the request: one key for two operations is a conflict.
    const hash = sha256Hex(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`);
    const claim = await store.claim(who, key, hash);
    if (claim.kind === 'replay') {
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(claim.answer.status).type('application/json').send(claim.answer.body);
      return;
    }
    settleOnAnswer(res, store, who, key);
    next();
  };
}

/** Stores a success before it is sent; frees the key on anything else, or when no answer is sent. */
function settleOnAnswer(res: Response, store: IdempotencyStore, owner: string, key: string): void {
  let settled = false;
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (settled) return send(body);
    settled = true;
    const ok = res.statusCode >= 200 && res.statusCode < 300 && (typeof body === 'string' || body === undefined);
    const stored = ok
      ? store.complete(owner, key, { status: res.statusCode, body: (body as string | undefined) ?? '' })
      : store.release(owner, key);
    // The answer leaves once it is stored, so a repeat that follows it finds it.
    stored.then(
      () => send(body),
      () => store.release(owner, key).finally(() => send(body)),
    );
    return res;
  };
  res.on('close', () => {
    if (settled) return;
    settled = true;
    void store.release(owner, key).catch(() => undefined);
  });
}
