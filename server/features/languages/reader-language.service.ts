/**
 * The language a person reads in, kept on the account (asked at registration, changed on /profile
 * or with the switcher): mails, the signing page and sealed PDFs sent to the person use it. No HTTP.
 */
import { isLanguage, type Language, LANGUAGE_MESSAGES } from '../../../common/i18n';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';

/** The body's language, or a validation error naming the field. */
export function languageFromBody(body: unknown): Language {
  const language = (body as { language?: unknown } | null)?.language;
  if (!isLanguage(language))
    throw new AppError(ErrorCode.VALIDATION, LANGUAGE_MESSAGES.invalid, {
      fields: { language: LANGUAGE_MESSAGES.invalid },
    });
  return language;
}

export function createReaderLanguageService(deps: { db: Db; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;
  return {
    /** Stores the account's language (a viewing staff member's choice is theirs, never stored here). */
    async set(userId: number, language: Language, info: RequestInfo): Promise<void> {
      if (info.viewing) return;
      await db
        .updateTable('userAccount')
        .set({ preferredLanguage: language, updatedAt: clock() })
        .where('id', '=', userId)
        .execute();
      await audit.record({ action: 'profile.language', userId, detail: { language }, ...info });
    },
  };
}

export type ReaderLanguageService = ReturnType<typeof createReaderLanguageService>;
