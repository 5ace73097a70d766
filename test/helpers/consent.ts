import { ESIGN_DISCLOSURE_VERSIONS } from '../../common/esign-disclosure';

/** The body of POST /api/esign/consent: the disclosure version the signing page showed (in English). */
export const CONSENT = { disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.en };
/** The same, from a page that showed the disclosure in Spanish. */
export const CONSENT_ES = { disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.es };
