/** Packets: named sets of templates assigned together. */
import { ONBOARDING_MESSAGES as M, type StaffPacket } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { parseFields } from '../staff/staff.schema';
import { packetSchema } from './onboarding.schema';
import { type OnboardingDeps, templateNotFound } from './onboarding.shared';

export function listPackets(deps: OnboardingDeps): Promise<StaffPacket[]> {
  return deps.repo.listPackets();
}

export async function createPacket(deps: OnboardingDeps, body: unknown): Promise<StaffPacket> {
  const { repo } = deps;
  const input = parseFields(packetSchema, body, M.invalidForm);
  const ids = [...new Set(input.templateIds)];
  for (const id of ids) if (!(await repo.findTemplate(id))) throw templateNotFound();
  const nameTaken = () => new AppError(ErrorCode.CONFLICT, M.packetNameTaken, { fields: { name: M.packetNameTaken } });
  if (await repo.findPacketByName(input.name)) throw nameTaken();
  // Two packets of one name at once: the unique index decides, not a 500.
  const id = await repo.insertPacket(input.name, ids, deps.clock()).catch((err: unknown) => {
    throw isUniqueViolation(err) ? nameTaken() : err;
  });
  return { id, name: input.name, templateIds: ids };
}
