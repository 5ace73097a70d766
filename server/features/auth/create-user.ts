/** Operators (CLI) and the demo seed make a ready account. */
import type { Role } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { type AuthServiceDeps, normalizeEmail } from './auth.shared';
import { passwordProblem } from './password';

/** For operators (CLI) and the demo seed: a ready account, confirmed or not. */
export async function createUser(
  deps: AuthServiceDeps,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    role?: Role;
    confirmed?: boolean;
  },
): Promise<number> {
  const { repo } = deps;
  const email = normalizeEmail(input.email);
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(ErrorCode.VALIDATION, problem);
  if (await repo.findUserByEmail(email))
    throw new AppError(ErrorCode.CONFLICT, `A user with email ${email} already exists.`);
  const now = deps.clock();
  return repo.insertUser(
    {
      email,
      passwordHash: await deps.passwords.hash(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      role: input.role ?? 'candidate',
      emailConfirmedAt: input.confirmed ? now : null,
    },
    now,
  );
}
