/**
 * Every field of a Document, as the documents screens and the dashboard read them: a module of its
 * own, so the dashboard's chunk does not carry the documents screens' calls.
 */
export const DOCUMENT_FIELDS =
  'id docHandle formTitle signatureType docusignStatus isUserActionRequired displayLevel lastUpdateTimestamp createTimestamp delivery signedAt dueAt rejectedReason kind awaitingReview credentialNumber credentialExpiresAt instructions instructionsLanguage sealState acknowledge';
