/** The address of the account security screen (a module of its own: the header and router that link there carry nothing else of two-factor sign-in). */
export const ACCOUNT_SECURITY_PATH = '/account/security';
