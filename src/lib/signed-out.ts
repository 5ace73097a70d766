/** Whether a call failed because the session is over (signed out elsewhere, or expired): REST or GraphQL. */
import { ErrorCode } from '../../common/errors';
import { fieldsOf } from './viewing-refusal';

export const isSignedOut = (error: unknown): boolean => fieldsOf(error)?.code === ErrorCode.UNAUTHENTICATED;
