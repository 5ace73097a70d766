/**
 * ESIGN Act consent (15 U.S.C. 7001(c)): each consent given on the signing page is kept with the
 * disclosure version, time and client it came from; withdrawing it (on /profile) ends it and moves
 * the candidate's outstanding electronic documents to the hard-copy path, in one transaction.
 */
import { i18n } from '../../../common/i18n';
import type { Kysely } from 'kysely';
import type { EsignConsentStatus } from '../../../common/esign-disclosure';
import { currentDisclosureVersion } from '../../../common/esign-disclosure';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { currentLanguage } from '../../lib/i18n';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import type { EsignProvider } from '../esign/esign.types';
import type { DocumentsService } from './documents.service';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function createEsignConsent(deps: {
  db: Db;
  esign: EsignProvider;
  documents: DocumentsService;
  clock: Clock;
  audit: AuditLog;
}) {
  const { db, documents, clock, audit } = deps;

  deps.esign.onEvent(async (event, trx?: Kysely<Database>) => {
    if (event.type !== 'consented') return;
    const version = event.detail?.disclosureVersion;
    if (typeof version !== 'string') return;
    await (trx ?? db)
      .insertInto('esignConsent')
      .values({
        userId: event.userId,
        disclosureVersion: version,
        disclosureLanguage:
          typeof event.detail?.disclosureLanguage === 'string' ? event.detail.disclosureLanguage : null,
        consentedAt: event.at,
        ip: event.ip.slice(0, 64),
        userAgent: event.userAgent.slice(0, 500),
        withdrawnAt: null,
        withdrawnIp: null,
        withdrawnUserAgent: null,
      })
      .execute();
  });

  return {
    /** GET /api/me/esign-consent: the latest consent and the disclosure version in force. */
    async status(userId: number): Promise<EsignConsentStatus> {
      const row = await db
        .selectFrom('esignConsent')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('consentedAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return {
        consent: row
          ? { version: row.disclosureVersion, consentedAt: iso(row.consentedAt)!, withdrawnAt: iso(row.withdrawnAt) }
          : null,
        currentVersion: currentDisclosureVersion(row ? row.disclosureLanguage : currentLanguage()),
      };
    },

    /** POST /api/me/esign-consent/withdraw: ends every consent and moves outstanding documents to hard copy. */
    async withdraw(
      user: { id: number; ghost?: boolean },
      info: RequestInfo,
    ): Promise<{ moved: number; status: EsignConsentStatus }> {
      // Staff viewing as the candidate never act for them (also refused before the route).
      if (user.ghost) throw new AppError(ErrorCode.FORBIDDEN, i18n._('Not allowed while viewing as a candidate.'));
      const userId = user.id;
      const now = clock();
      const moved = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('esignConsent')
          .set({
            withdrawnAt: now,
            withdrawnIp: info.ip.slice(0, 64),
            withdrawnUserAgent: info.userAgent.slice(0, 500),
          })
          .where('userId', '=', userId)
          .where('withdrawnAt', 'is', null)
          .execute();
        const ids = await documents.switchOutstandingToHardCopy(
          userId,
          { reason: 'esign_consent_withdrawn', ...info },
          trx,
        );
        await audit.record({ action: 'esign.consent_withdrawn', userId, detail: { documents: ids }, ...info }, trx);
        return ids.length;
      });
      return { moved, status: await this.status(userId) };
    },

    /** Privacy export of the consent records. */
    async exportFor(userId: number) {
      const rows = await db.selectFrom('esignConsent').selectAll().where('userId', '=', userId).orderBy('id').execute();
      return rows.map((r) => ({
        disclosureVersion: r.disclosureVersion,
        consentedAt: iso(r.consentedAt),
        ip: r.ip,
        withdrawnAt: iso(r.withdrawnAt),
      }));
    },

    /** Account deletion: the consent records go (what signed documents keep is in their own trail). */
    async eraseFor(userId: number, trx: Kysely<Database>): Promise<void> {
      await trx.deleteFrom('esignConsent').where('userId', '=', userId).execute();
    },
  };
}

export type EsignConsent = ReturnType<typeof createEsignConsent>;
