/** Saved searches' mail alerts: every due one sent once, whichever instances run at the same time. */
import type { Kysely } from 'kysely';
import type { JobHit } from '../../../common/jobs';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { alertMail } from './alert.mail';
import { periodMs, type SavedSearchRow } from './saved.repository';
import { type SavedServiceDeps, unsubscribePath } from './saved.shared';

/** Jobs listed in one alert mail at most (the mail links to the full search). */
const ALERT_MAX_JOBS = 20;
const CLAIM_BATCH = 20;
/** How long a claimed alert is this instance's to send. */
const CLAIM_MS = 5 * 60_000;

/** Sends one claimed alert: a mail listing the jobs new since the last one, or nothing when none are. */
async function sendAlert(deps: SavedServiceDeps, row: SavedSearchRow, now: number, claim: number): Promise<boolean> {
  const { repo, jobs, site } = deps;
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
    const url = `${site.publicUrl}${unsubscribePath(deps, row.id)}`;
    await enqueueMail(trx, alertMail(site, recipient, row, fresh, url, Number(row.alertedAt)), now);
    return true;
  });
  if (sent) deps.mailQueued();
  return sent;
}

/** Sends every due alert once, whichever instances run this at the same time; returns the mails written. */
export async function runDueAlerts(deps: SavedServiceDeps): Promise<number> {
  const { repo, clock, logger } = deps;
  let mails = 0;
  for (;;) {
    const now = clock();
    const claim = now + CLAIM_MS;
    const rows = await repo.claimDue(now, claim, CLAIM_BATCH);
    if (rows.length === 0) return mails;
    for (const row of rows) {
      try {
        if (await sendAlert(deps, row, now, claim)) mails += 1;
      } catch (err) {
        logger.warn({ err, savedSearchId: row.id }, 'alert failed; it is retried after its claim ends');
      }
    }
  }
}
