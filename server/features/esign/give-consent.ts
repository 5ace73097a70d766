/** The signer consents to sign electronically (the ESIGN disclosure). */
import { ESIGN_CONSENT_MESSAGES, ESIGN_DISCLOSURE_VERSION } from '../../../common/esign-disclosure';
import { AppError, ErrorCode } from '../../errors';
import { currentLanguage } from '../../lib/i18n';
import { ceremony, emit, type EsignDeps, type RequestInfo } from './ceremony';

/**
 * The signer agreed after reading the ESIGN disclosure: the version the page showed must be the
 * current one (a page opened before the text changed shows it again), and it is recorded.
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
  if (version !== ESIGN_DISCLOSURE_VERSION)
    throw new AppError(ErrorCode.CONFLICT, ESIGN_CONSENT_MESSAGES.staleDisclosure, {
      currentVersion: ESIGN_DISCLOSURE_VERSION,
    });
  if (row.consentedAt !== null) return;
  // The page showed the disclosure in the request's language: that is the text consented to.
  const language = currentLanguage();
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
