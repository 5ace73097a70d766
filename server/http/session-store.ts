/**
 * express-session store over the application database, so sessions survive restarts and are
 * shared by every instance. Expiry is enforced here (idle timeout), not only by the cookie.
 */
import session from 'express-session';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';

type Callback = (err?: unknown, value?: any) => void;

/**
 * A request within this long of the stored expiry's last move does not write it again: reads stay
 * reads (no commit, no log flush per request). The idle timeout still never exceeds 30 minutes
 * after the last request, and is never shorter than 30 minutes less this.
 */
export const SESSION_TOUCH_EVERY_MS = 30_000;
/** Expiries read for requests in flight (bounded: a request that never touches leaves its entry). */
const MAX_TRACKED = 10_000;

export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly idleMs: number,
  ) {
    super();
  }

  /** The stored expiry of each session read by a request still in flight, by session id. */
  private readonly storedExpiry = new Map<string, number>();

  /** Idle timeout: every request that touches the session moves its end (rolling). */
  private expiresAt(): number {
    return this.clock() + this.idleMs;
  }

  private userOf(sess: session.SessionData): number | null {
    const id = (sess as { passport?: { user?: unknown } }).passport?.user;
    return typeof id === 'number' ? id : null;
  }

  override get(sid: string, callback: Callback): void {
    this.db
      .selectFrom('session')
      .select(['data', 'expiresAt'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        if (!row || Number(row.expiresAt) <= this.clock()) return callback(null, null);
        if (this.storedExpiry.size >= MAX_TRACKED) this.storedExpiry.clear();
        this.storedExpiry.set(sid, Number(row.expiresAt));
        callback(null, JSON.parse(row.data));
      }, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.storedExpiry.delete(sid);
    const values = { data: JSON.stringify(sess), expiresAt: this.expiresAt(), userId: this.userOf(sess) };
    this.db
      .insertInto('session')
      .values({ sid, ...values })
      .onConflict((oc) => oc.column('sid').doUpdateSet(values))
      .execute()
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override touch(sid: string, _sess: session.SessionData, callback?: Callback): void {
    const expiresAt = this.expiresAt();
    const stored = this.storedExpiry.get(sid);
    this.storedExpiry.delete(sid);
    if (stored !== undefined && expiresAt - stored < SESSION_TOUCH_EVERY_MS) {
      callback?.();
      return;
    }
    this.db
      .updateTable('session')
      .set({ expiresAt })
      .where('sid', '=', sid)
      .execute()
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.storedExpiry.delete(sid);
    this.db
      .deleteFrom('session')
      .where('sid', '=', sid)
      .execute()
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }
}
