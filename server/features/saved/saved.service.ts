/** Saved jobs, saved searches and their mail alerts. No HTTP here. */
import { idOrNotFound } from '../../lib/ids';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JobHit } from '../../../common/jobs';
import { jobOrderIdSchema } from '../../../common/jobs.schema';
import {
  MAX_SAVED_JOBS,
  MAX_SAVED_SEARCHES,
  SAVED_MESSAGES,
  type SavedJob,
  type SavedSearch,
} from '../../../common/saved';
import { savedSearchChangeSchema, savedSearchSchema } from '../../../common/saved.schema';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import type { Logger } from '../../logger';
import { enqueueMail } from '../mail/outbox';
import { parseInput as parse, type JobsService } from '../jobs/jobs.service';
import { alertMail, type AlertRecipient } from './alert.mail';
import { periodMs, type SavedRepository, type SavedSearchRow } from './saved.repository';

export interface SavedServiceDeps {
  repo: SavedRepository;
  jobs: JobsService;
  clock: Clock;
  logger: Logger;
  audit: AuditLog;
  /** Signs unsubscribe links (HMAC), so they work without login and cannot be guessed. */
  secret: string;
  site: { siteName: string; publicUrl: string };
  /** The account an alert goes to; null when it is gone or not confirmed. */
  recipient(userId: number): Promise<AlertRecipient | null>;
  mailQueued: () => void;
}

/** Jobs listed in one alert mail at most (the mail links to the full search). */
const ALERT_MAX_JOBS = 20;
const CLAIM_BATCH = 20;
/** How long a claimed alert is this instance's to send. */
const CLAIM_MS = 5 * 60_000;

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    search: JSON.parse(row.search) as SavedSearch['search'],
    frequency: row.frequency,
    createdAt: new Date(Number(row.createdAt)).toISOString(),
  };
}

const searchId = (value: unknown) => idOrNotFound(value, SAVED_MESSAGES.searchNotFound);

function jobId(value: unknown): number {
  return parse(jobOrderIdSchema, value);
}

export function createSavedService(deps: SavedServiceDeps) {
  const { repo, jobs, clock, logger, site, audit } = deps;
  const notWhileViewing = (info: RequestInfo) => refuseWhileViewing(audit, info, 'saved');

  function unsubscribeMac(id: number): string {
    return createHmac('sha256', deps.secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');
  }

  /** The address of a saved search's one-click unsubscribe (in alert mail and its List-Unsubscribe header). */
  function unsubscribePath(id: number): string {
    return `/unsubscribe/${id}.${unsubscribeMac(id)}`;
  }

  /** The saved search an unsubscribe token names, or null for a forged or stale token. */
  async function searchOfToken(token: unknown): Promise<SavedSearchRow | null> {
    if (typeof token !== 'string' || token.length > 100) return null;
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(unsubscribeMac(id));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return (await repo.findSearchById(id)) ?? null;
  }

  async function ownedSearch(userId: number, id: unknown): Promise<SavedSearchRow> {
    const row = await repo.findSearch(userId, searchId(id));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.searchNotFound);
    return row;
  }

  /** Sends one claimed alert: a mail listing the jobs new since the last one, or nothing when none are. */
  async function sendAlert(row: SavedSearchRow, now: number, claim: number): Promise<boolean> {
    const period = periodMs(row.frequency);
    const recipient = await deps.recipient(row.userId);
    const fresh: JobHit[] = recipient
      ? await jobs.newMatches(JSON.parse(row.search), Number(row.alertedAt), now, ALERT_MAX_JOBS)
      : [];
    const sent = await repo.db.transaction().execute(async (trx: Kysely<Database>) => {
      const next = { alertedAt: now, nextRunAt: period === null ? null : now + period };
      // The mail row and the end of the run commit together, and only while the claim is ours.
      if (!(await repo.finishRun(row.id, claim, next, trx))) return false;
      if (!recipient || fresh.length === 0) return false;
      const url = `${site.publicUrl}${unsubscribePath(row.id)}`;
      await enqueueMail(trx, alertMail(site, recipient, row, fresh, url, Number(row.alertedAt)), now);
      return true;
    });
    if (sent) deps.mailQueued();
    return sent;
  }

  return {
    unsubscribePath,

    async listJobs(userId: number): Promise<SavedJob[]> {
      const rows = await repo.listJobs(userId);
      const hits = await jobs.hitsByIds(
        rows.map((r) => r.jobOrderId),
        userId,
      );
      const savedAt = new Map(rows.map((r) => [r.jobOrderId, Number(r.createdAt)]));
      return hits.map(({ hit, open }) => ({
        job: hit,
        open,
        savedAt: new Date(savedAt.get(hit.jobOrderId) ?? 0).toISOString(),
      }));
    },

    /** PUT /api/me/saved-jobs/{jobOrderId}: idempotent. */
    async saveJob(
      userId: number,
      jobOrderIdInput: unknown,
      info: RequestInfo,
    ): Promise<{ jobOrderId: number; saved: true }> {
      await notWhileViewing(info);
      const jobOrderId = jobId(jobOrderIdInput);
      if ((await jobs.hitsByIds([jobOrderId], userId)).length === 0)
        throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.jobNotFound);
      if ((await repo.countJobs(userId)) >= MAX_SAVED_JOBS)
        throw new AppError(ErrorCode.CONFLICT, SAVED_MESSAGES.tooManyJobs);
      await repo.saveJob(userId, jobOrderId, clock());
      return { jobOrderId, saved: true };
    },

    /** DELETE /api/me/saved-jobs/{jobOrderId}: idempotent. */
    async unsaveJob(
      userId: number,
      jobOrderIdInput: unknown,
      info: RequestInfo,
    ): Promise<{ jobOrderId: number; saved: false }> {
      await notWhileViewing(info);
      const jobOrderId = jobId(jobOrderIdInput);
      await repo.unsaveJob(userId, jobOrderId);
      return { jobOrderId, saved: false };
    },

    async listSearches(userId: number): Promise<SavedSearch[]> {
      return (await repo.listSearches(userId)).map(toSavedSearch);
    },

    async getSearch(userId: number, id: unknown): Promise<SavedSearch> {
      return toSavedSearch(await ownedSearch(userId, id));
    },

    async createSearch(userId: number, input: unknown, info: RequestInfo): Promise<SavedSearch> {
      await notWhileViewing(info);
      const data = parse(savedSearchSchema, input);
      if ((await repo.countSearches(userId)) >= MAX_SAVED_SEARCHES)
        throw new AppError(ErrorCode.CONFLICT, SAVED_MESSAGES.tooManySearches);
      // The search must run: a location the service cannot place is refused now, not at alert time.
      await jobs.newMatches(data.search, 0, 0, 1);
      const now = clock();
      const period = periodMs(data.frequency);
      const id = await repo.insertSearch({
        userId,
        name: data.name,
        search: JSON.stringify(data.search),
        frequency: data.frequency,
        alertedAt: now,
        nextRunAt: period === null ? null : now + period,
        createdAt: now,
        updatedAt: now,
      });
      return toSavedSearch((await repo.findSearch(userId, id))!);
    },

    /** Rename or change the alert frequency; turning alerts on counts new jobs from now. */
    async changeSearch(userId: number, id: unknown, input: unknown, info: RequestInfo): Promise<SavedSearch> {
      await notWhileViewing(info);
      const row = await ownedSearch(userId, id);
      const change = parse(savedSearchChangeSchema, input);
      const now = clock();
      const schedule =
        change.frequency !== undefined && change.frequency !== row.frequency
          ? {
              frequency: change.frequency,
              alertedAt: row.frequency === 'off' ? now : Number(row.alertedAt),
              nextRunAt: periodMs(change.frequency) === null ? null : now + periodMs(change.frequency)!,
            }
          : {};
      await repo.updateSearch(row.id, { ...(change.name ? { name: change.name } : {}), ...schedule, updatedAt: now });
      return toSavedSearch((await repo.findSearch(userId, row.id))!);
    },

    async deleteSearch(userId: number, id: unknown, info: RequestInfo): Promise<void> {
      await notWhileViewing(info);
      if (!(await repo.deleteSearch(userId, searchId(id))))
        throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.searchNotFound);
    },

    /** GET /api/unsubscribe/{token}: what the unsubscribe page names (changes nothing). */
    async unsubscribeInfo(token: unknown): Promise<{ name: string; subscribed: boolean }> {
      const row = await searchOfToken(token);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.unsubscribeInvalid);
      return { name: row.name, subscribed: row.frequency !== 'off' };
    },

    /** POST /unsubscribe/{token} (RFC 8058 one-click, and the page's button): alerts off, search kept. */
    async unsubscribe(token: unknown, info: RequestInfo): Promise<{ name: string; subscribed: false }> {
      await notWhileViewing(info);
      const row = await searchOfToken(token);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.unsubscribeInvalid);
      await repo.updateSearch(row.id, { frequency: 'off', nextRunAt: null, updatedAt: clock() });
      logger.info({ savedSearchId: row.id }, 'alert unsubscribed');
      return { name: row.name, subscribed: false };
    },

    /** Sends every due alert once, whichever instances run this at the same time; returns the mails written. */
    async runDueAlerts(): Promise<number> {
      let mails = 0;
      for (;;) {
        const now = clock();
        const claim = now + CLAIM_MS;
        const rows = await repo.claimDue(now, claim, CLAIM_BATCH);
        if (rows.length === 0) return mails;
        for (const row of rows) {
          try {
            if (await sendAlert(row, now, claim)) mails += 1;
          } catch (err) {
            logger.warn({ err, savedSearchId: row.id }, 'alert failed; it is retried after its claim ends');
          }
        }
      }
    },

    /** Privacy: the user's saved jobs and searches. */
    async exportFor(userId: number) {
      return {
        savedJobs: (await repo.listJobs(userId)).map((r) => ({
          jobOrderId: r.jobOrderId,
          savedAt: new Date(Number(r.createdAt)).toISOString(),
        })),
        savedSearches: (await repo.listSearches(userId)).map((r) => ({
          ...toSavedSearch(r),
          lastAlertAt: new Date(Number(r.alertedAt)).toISOString(),
        })),
      };
    },

    eraseAll(userId: number, trx: Kysely<Database>) {
      return repo.eraseAll(userId, trx);
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
