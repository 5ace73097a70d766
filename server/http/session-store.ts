/**
 * express-session store over the application database, so sessions survive restarts and are
 * shared by every instance. Expiry is enforced here (idle timeout), not only by the cookie.
 */
import session from 'express-session';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';

type Callback = (err?: unknown, value?: any) => void;

export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly idleMs: number,
  ) {
    super();
  }

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
        callback(null, JSON.parse(row.data));
      }, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
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

  override touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.db
      .updateTable('session')
      .set({ expiresAt: this.expiresAt() })
      .where('sid', '=', sid)
      .execute()
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
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
