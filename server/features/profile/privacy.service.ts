/**
 * Privacy self-service: one archive of everything held about a candidate (GET /api/me/export),
 * and deleting the account. What deletion keeps, and why, is the rule in common/privacy.ts.
 * Each feature contributes its part through its own service; this feature only composes them.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Kysely } from 'kysely';
import { EMPLOYMENT_RECORD_RETENTION_YEARS, PRIVACY_MESSAGES, RETENTION_RULE } from '../../../common/privacy';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { refuseWhileViewing } from '../../lib/viewing';
import type { RequestInfo } from '../../lib/request-info';
import type { Logger } from '../../logger';
import { enqueueMail, forgetMailsTo } from '../mail/outbox';
import type { FileStorage } from '../../providers/storage/storage.types';
import { plainNames, type SummarySection, summaryText } from './plain-export';
import { accountDeletedMail } from './privacy.mail';

interface ExportFile {
  /** A path inside the archive's files/ folder, made of server-made parts. */
  path: string;
  bytes: Uint8Array | null;
}

/** One feature's share of a person's data. */
interface PersonalDataPart {
  /** The key of this part in my-data.json, in plain words. */
  name: string;
  /** Its heading in README.txt, and one sentence on what it is. */
  title: string;
  about: string;
  export(userId: number): Promise<{ data: unknown; files?: ExportFile[] }>;
  /** Removes what deletion removes, inside `trx`; returns storage keys to delete once it commits. */
  erase?(userId: number, trx: Kysely<Database>): Promise<string[] | void>;
}

/** What stays of a deleted account, and how it goes once the retention period is over. */
interface RetainedRecords {
  /** Accounts deleted before `cutoff` whose kept records are due. */
  accountsDeletedBefore(cutoff: number): Promise<number[]>;
  /** Removes the kept records and then the account row inside `trx`; storage keys to delete after commit. */
  purge(userId: number, trx: Kysely<Database>): Promise<string[]>;
}

export interface PrivacyServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  logger: Logger;
  storage: FileStorage;
  site: { siteName: string; publicUrl: string };
  /** Where the confirmation of a deletion goes (read before the account is erased). */
  recipient(userId: number): Promise<{ email: string; firstName: string; preferredLanguage: string | null } | null>;
  mailQueued(): void;
  checkPassword(userId: number, password: unknown): Promise<boolean>;
  /** In the order deletion runs them; the account itself last. */
  parts: PersonalDataPart[];
  retained: RetainedRecords;
}

const YEAR_MS = 365.25 * 86_400_000;

/** A file name safe inside a zip on every system. */
function archivePath(path: string): string {
  return path
    .split('/')
    .map((p) => p.replace(/[^A-Za-z0-9 ._()-]+/g, '_').replace(/^\.+/, '_') || '_')
    .join('/');
}

export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { db, clock, audit, parts } = deps;

  async function deleteFiles(keys: string[]) {
    for (const key of keys) {
      await deps.storage.delete(key).catch((err: unknown) => deps.logger.warn({ err, key }, 'file not deleted'));
    }
  }

  return {
    /**
     * One zip: README.txt (a summary in plain words), my-data.json (every part, with plain names)
     * and files/ (résumés, documents).
     */
    async exportArchive(userId: number, info: RequestInfo): Promise<Uint8Array> {
      await refuseWhileViewing(audit, info, 'privacy');
      const exportedAt = clock();
      const data: Record<string, unknown> = {
        exportedAt: new Date(exportedAt).toISOString(),
        ifYouDeleteYourAccount: RETENTION_RULE,
      };
      const sections: SummarySection[] = [];
      const files: Zippable = {};
      for (const part of parts) {
        const result = await part.export(userId);
        data[part.name] = plainNames(result.data);
        sections.push({ title: part.title, about: part.about, data: data[part.name] });
        for (const file of result.files ?? []) {
          if (file.bytes) files[`files/${archivePath(file.path)}`] = file.bytes;
        }
      }
      const readme = summaryText({ siteName: deps.site.siteName, exportedAt, sections, retention: RETENTION_RULE });
      await audit.record({ action: 'privacy.exported', userId, ...info });
      return zipSync(
        {
          'README.txt': strToU8(readme),
          'my-data.json': strToU8(JSON.stringify(data, null, 2)),
          ...files,
        },
        { level: 6 },
      );
    },

    /**
     * Deletes the account after checking the password: every part is erased in one transaction
     * (sessions end with it), then the files go. Signed documents stay (RETENTION_RULE).
     */
    async deleteAccount(user: { id: number }, password: unknown, info: RequestInfo) {
      await refuseWhileViewing(audit, info, 'privacy');
      if (typeof password !== 'string' || password.length === 0)
        throw new AppError(ErrorCode.VALIDATION, PRIVACY_MESSAGES.passwordRequired);
      if (!(await deps.checkPassword(user.id, password))) {
        await audit.record({ action: 'privacy.delete_refused', userId: user.id, ...info });
        throw new AppError(ErrorCode.VALIDATION, PRIVACY_MESSAGES.wrongPassword);
      }
      const to = await deps.recipient(user.id);
      const keys = await db.transaction().execute(async (trx) => {
        const found: string[] = [];
        for (const part of parts) found.push(...((await part.erase?.(user.id, trx)) ?? []));
        await audit.eraseFor(user.id, trx);
        // Earlier mails go with the account; the confirmation goes out only if the deletion commits.
        if (to) {
          await forgetMailsTo(trx, to.email);
          await enqueueMail(trx, accountDeletedMail(deps.site, to), clock());
        }
        return found;
      });
      deps.mailQueued();
      // The audit trail keeps that an account was deleted, not whose it was.
      await audit.record({ action: 'privacy.account_deleted', userId: user.id, detail: { files: keys.length } });
      await deleteFiles(keys);
    },

    /** Housekeeping: the signed documents of accounts deleted longer ago than RETENTION_RULE keeps them go, then the row. */
    async purgeRetainedRecords(): Promise<number> {
      const cutoff = clock() - EMPLOYMENT_RECORD_RETENTION_YEARS * YEAR_MS;
      const due = await deps.retained.accountsDeletedBefore(cutoff);
      for (const userId of due) {
        const keys = await db.transaction().execute((trx) => deps.retained.purge(userId, trx));
        await deleteFiles(keys);
        deps.logger.info({ userId }, 'retained records of a deleted account purged');
      }
      return due.length;
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
