/**
 * What a request needs of its signed-in user (read with the session, in one statement): shared by
 * the session store and every feature that signs someone in (passwords, single sign-on).
 */
export const SESSION_USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'role',
  'emailConfirmedAt',
  'edgeCandidateId',
  'sessionVersion',
  'timeZone',
  'preferredLanguage',
  'staffPermissions',
] as const;
