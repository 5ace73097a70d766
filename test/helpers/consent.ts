import { ESIGN_DISCLOSURE_VERSION } from '../../common/esign-disclosure';

/** The body of POST /api/esign/consent: the disclosure version the signing page showed. */
export const CONSENT = { disclosureVersion: ESIGN_DISCLOSURE_VERSION };
