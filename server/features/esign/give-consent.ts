/** The signer consents to sign electronically (the ESIGN disclosure). */
import {
  disclosureLanguageOf,
  ESIGN_CONSENT_MESSAGES,
  ESIGN_DISCLOSURE_VERSIONS,
} from '../../../common/esign-disclosure';
import { AppError, ErrorCode } from '../../errors';
import { currentLanguage } from '../../lib/i18n';
import { ceremony, emit, type EsignDeps, type RequestInfo } from './ceremony';

/**
 * The signer agreed after reading the ESIGN disclosure: the version the page showed must be the
 * current one of its language (a page opened before the text changed shows it again), and it is
 * recorded with that language: the words consented to are the ones shown, whatever the account's
 * language.
 */
export async function giveConsent(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  info: RequestInfo,
  body?: unknown,
): Promise<void> {
  const row = await ceremony(deps, key, userId, info);
  const version = (body as { disclosureVersion?: unknown } | undefined)?.disclosureVersion;
  const language = disclosureLanguageOf(version);
  if (typeof version !== 'string' || !language)
    throw new AppError(ErrorCode.CONFLICT, ESIGN_CONSENT_MESSAGES.staleDisclosure, {
      currentVersion: ESIGN_DISCLOSURE_VERSIONS[currentLanguage()],
    });
  if (row.consentedAt !== null) return;
  await deps.db
    .updateTable('esignSession')
    .set({ consentedAt: deps.clock(), disclosureVersion: version, disclosureLanguage: language })
    .where('id', '=', row.id)
    .execute();
  await emit(deps, {
    type: 'consented',
    documentId: row.documentId,
    userId,
    ...info,
    detail: { disclosureVersion: version, disclosureLanguage: language },
  });
}
