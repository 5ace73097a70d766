/** Removing one of the account's passkeys. */
import { PASSKEY_MESSAGES } from '../../../common/passkeys';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import type { PasskeysServiceDeps } from './passkeys.shared';

/** Removing a passkey takes the password or a current code (`reauthenticate` of two-factor). */
export async function removePasskey(
  deps: PasskeysServiceDeps,
  userId: number,
  id: number,
  input: unknown,
  reauthenticate: (userId: number, input: unknown) => Promise<void>,
  info: RequestInfo,
): Promise<void> {
  const { repo, audit } = deps;
  await refuseWhileViewing(audit, info, 'other');
  const row = (await repo.listForUser(userId)).find((r) => r.id === id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, PASSKEY_MESSAGES.notFound);
  await reauthenticate(userId, input);
  if (!(await repo.remove(userId, id))) throw new AppError(ErrorCode.NOT_FOUND, PASSKEY_MESSAGES.notFound);
  await audit.record({ action: 'passkey.removed', userId, detail: { name: row.name }, ...info });
  await deps.notify(userId, { kind: 'passkey_removed', name: row.name });
}
