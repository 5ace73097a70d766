/**
 * express-session store over the application database, so sessions survive restarts and are
 * shared by every instance. Expiry is enforced here, not only by the cookie: the idle timeout,
 * and an absolute lifetime from the sign-in that no activity extends (SECURITY 7.3.x).
 * A session is read together with its user (one statement, not two per signed-in request).
 */
import type { Request } from 'express';
import session from 'express-session';
import { SESSION_TOUCH_EVERY_MS } from '../../common/session';
import { publicSessionId } from '../lib/tokens';
import type { Db } from '../db';
import { SESSION_USER_COLUMNS } from '../db/session-user-columns';
import type { SessionUserRow } from './session-user';
import type { Clock } from '../lib/clock';

type Callback = (err?: unknown, value?: any) => void;

declare module 'express-session' {
  interface SessionData {
    /** Who signed in and when: the absolute lifetime counts from here (stamped by the store). */
    signedIn?: { userId: number; at: number };
  }
}

export interface SessionLifetimes {
  /** Since the last request (docs/product.md §9: 30 minutes). */
  idleMs: number;
  /** Since the sign-in, however active: staff and admins, and candidates. */
  absoluteMs: { staff: number; candidate: number };
}

/** Expiries read for requests in flight (bounded: a request that never touches leaves its entry). */
const MAX_TRACKED = 10_000;

export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lifetimes: SessionLifetimes,
  ) {
    super();
  }

  /** The stored expiry of each session read by a request still in flight, by session id. */
  private readonly storedExpiry = new Map<string, number>();
  /** The user row read with a session, from `get` to `createSession`, then to the request. */
  private readonly userOfSession = new WeakMap<object, SessionUserRow>();
  private readonly userOfRequest = new WeakMap<Request, SessionUserRow>();

  /** Idle timeout: every request that touches the session moves its end (rolling). */
  private expiresAt(): number {
    return this.clock() + this.lifetimes.idleMs;
  }

  /** Whether a signed-in session is past its absolute lifetime (its user's role decides which). */
  private outlived(signedIn: { at: number }, role: string | null): boolean {
    const { staff, candidate } = this.lifetimes.absoluteMs;
    return this.clock() >= signedIn.at + (role === 'candidate' ? candidate : staff);
  }

  private userOf(sess: session.SessionData): number | null {
    const id = (sess as { passport?: { user?: unknown } }).passport?.user;
    return typeof id === 'number' ? id : null;
  }

  /** Stamps the sign-in the first time a session is stored with its user (and drops it without one). */
  private stamp(sess: session.SessionData, userId: number | null): void {
    if (userId === null) delete sess.signedIn;
    else if (sess.signedIn?.userId !== userId) sess.signedIn = { userId, at: this.clock() };
  }

  override get(sid: string, callback: Callback): void {
    this.read(sid).then((sess) => callback(null, sess), callback);
  }

  private async read(sid: string): Promise<session.SessionData | null> {
    const row = await this.db
      .selectFrom('session as s')
      .leftJoin('userAccount as u', 'u.id', 's.userId')
      .select(['s.data', 's.expiresAt', ...SESSION_USER_COLUMNS.map((c) => `u.${c}` as const)])
      .where('s.sid', '=', sid)
      .executeTakeFirst();
    if (!row) return null;
    if (Number(row.expiresAt) <= this.clock()) {
      // Gone, not dormant: a server whose clock is set back must not find it alive again.
      await this.db.deleteFrom('session').where('sid', '=', sid).where('expiresAt', '<=', this.clock()).execute();
      return null;
    }
    const { data, expiresAt, ...user } = row;
    const sess = JSON.parse(data) as session.SessionData;
    if (user.id !== null) {
      if (!sess.signedIn || sess.signedIn.userId !== user.id) {
        // Signed in before sign-ins were stamped: its absolute lifetime counts from now.
        this.stamp(sess, user.id);
        await this.db
          .updateTable('session')
          .set({ data: JSON.stringify(sess) })
          .where('sid', '=', sid)
          .execute();
      } else if (this.outlived(sess.signedIn, user.role)) {
        await this.db.deleteFrom('session').where('sid', '=', sid).execute();
        return null;
      }
      this.userOfSession.set(sess, user as SessionUserRow);
    }
    if (this.storedExpiry.size >= MAX_TRACKED) this.storedExpiry.clear();
    this.storedExpiry.set(sid, Number(expiresAt));
    return sess;
  }

  /**
   * The signed-in session with this public id while it is alive by both lifetimes (a session token
   * made in it lives only as long); null once it ended, however it ended and on whichever instance.
   */
  async liveSession(publicId: string): Promise<{ userId: number; data: session.SessionData } | null> {
    const row = await this.db
      .selectFrom('session as s')
      .innerJoin('userAccount as u', 'u.id', 's.userId')
      .select(['s.data', 's.userId', 'u.role'])
      .where('s.publicId', '=', publicId)
      .where('s.expiresAt', '>', this.clock())
      .executeTakeFirst();
    if (!row || row.userId === null) return null;
    const data = JSON.parse(row.data) as session.SessionData;
    if (data.signedIn?.userId !== row.userId || this.outlived(data.signedIn, row.role)) return null;
    return { userId: row.userId, data };
  }

  /** express-session builds `req.session` from what `get` gave: the user row moves to the request. */
  override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
    const user = this.userOfSession.get(sess);
    if (user) this.userOfRequest.set(req, user);
    return super.createSession(req, sess);
  }

  /** The user row read with this request's session, once (passport's deserializer asks). */
  takeUser(req: Request): SessionUserRow | undefined {
    const user = this.userOfRequest.get(req);
    this.userOfRequest.delete(req);
    return user;
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.storedExpiry.delete(sid);
    const userId = this.userOf(sess);
    this.stamp(sess, userId);
    const values = {
      data: JSON.stringify(sess),
      expiresAt: this.expiresAt(),
      publicId: publicSessionId(sid),
      userId,
      createdAt: sess.signedIn?.at ?? null,
      userAgent: sess.client?.userAgent ?? null,
      ip: sess.client?.ip ?? null,
    };
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
