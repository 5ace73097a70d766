/**
 * Answers remembered under an Idempotency-Key, in the database so every instance sees them: the
 * first request with a key claims it (status 0) and runs; its successful answer is stored sealed
 * and replayed, for a day, to any repeat of the same request (owner, key, method, path, body). A
 * repeat that arrives while the first still runs waits for its answer; the same key with another
 * request is a conflict. A refused or failed first request frees the key, so a corrected request
 * may be sent under it again. The middleware that applies this to routes is http/idempotency.ts.
 */
import type { Db } from '../db';
import { AppError, ErrorCode } from '../errors';
import type { Clock } from './clock';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 200 visible ASCII characters.',
  otherRequest: 'This Idempotency-Key was used with another request.',
  running: 'A request with this Idempotency-Key is still being processed; retry shortly.',
} as const;

/** How long an answer is replayed for its key. */
const IDEMPOTENCY_WINDOW_MS = 86_400_000;
/** How long a repeat waits for the first request's answer before it is told to retry. */
const WAIT_MS = 15_000;
const POLL_MS = 40;

/** Seals what is stored (features/security/secret-box.ts). */
interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

export interface StoredAnswer {
  status: number;
  body: string;
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createIdempotencyStore(deps: { db: Db; clock: Clock; box: Sealer }) {
  const { db, clock, box } = deps;
  const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
  const find = (owner: string, key: string, since: number) =>
    db
      .selectFrom('idempotencyAnswer')
      .select(['requestHash', 'status', 'response'])
      .where('owner', '=', owner)
      .where('idempotencyKey', '=', key)
      .where('createdAt', '>=', since)
      .executeTakeFirst();

  /** The key claimed for this request, or the first answer to replay (waiting for it while it runs). */
  async function claim(owner: string, key: string, requestHash: string): Promise<Claim> {
    const waitUntil = Date.now() + WAIT_MS;
    for (;;) {
      const now = clock();
      const since = now - IDEMPOTENCY_WINDOW_MS;
      const first = await find(owner, key, since);
      if (first) {
        if (first.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MESSAGES.otherRequest);
        if (first.status !== 0)
          return { kind: 'replay', answer: { status: first.status, body: box.open(first.response) } };
      } else {
        // An answer past its day under the same key is dropped first.
        await db
          .deleteFrom('idempotencyAnswer')
          .where('owner', '=', owner)
          .where('idempotencyKey', '=', key)
          .where('createdAt', '<', since)
          .execute();
        const inserted = await db
          .insertInto('idempotencyAnswer')
          .values({ owner, idempotencyKey: key, requestHash, status: 0, response: '', createdAt: now })
          .onConflict((oc) => oc.columns(['owner', 'idempotencyKey']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) return { kind: 'claimed' };
      }
      // Another request holds the key: its answer is awaited (real time: the wait is the caller's).
      if (Date.now() >= waitUntil) throw conflict(IDEMPOTENCY_MESSAGES.running);
      await sleep(POLL_MS);
    }
  }

  return {
    claim,

    /** Stores the claimed request's answer for its repeats. */
    async complete(owner: string, key: string, answer: StoredAnswer): Promise<void> {
      await db
        .updateTable('idempotencyAnswer')
        .set({ status: answer.status, response: box.seal(answer.body) })
        .where('owner', '=', owner)
        .where('idempotencyKey', '=', key)
        .where('status', '=', 0)
        .execute();
    },

    /** Frees the key of a request that did not succeed. */
    async release(owner: string, key: string): Promise<void> {
      await db
        .deleteFrom('idempotencyAnswer')
        .where('owner', '=', owner)
        .where('idempotencyKey', '=', key)
        .where('status', '=', 0)
        .execute();
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
