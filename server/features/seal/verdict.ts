/**
 * The one verdict /verify leads with (common/seal.ts SealVerdict): first whether this portal
 * sealed the file (a seal under its own CA, and its record of this exact file), then whether the
 * file changed since. A valid seal from anyone else is never called ours, whatever its name.
 */
import type { SealChange, SealVerdict, VerifiedSignature } from '../../../common/seal';

export function sealVerdict(
  signatures: VerifiedSignature[],
  producedHere: boolean,
): { verdict: SealVerdict; change: SealChange | null } {
  if (signatures.length === 0) return { verdict: 'not-sealed', change: null };
  const lastOurs = signatures.findLastIndex((s) => s.kind === 'signature' && s.ourCa);
  if (lastOurs < 0) return { verdict: 'sealed-elsewhere', change: null };
  if (signatures.some((s) => !s.valid)) return { verdict: 'changed-since', change: 'broken' };
  // After our last seal only time-stamps may follow; anything else, or bytes past the last
  // signature, was added by someone else.
  const added = !signatures.at(-1)!.wholeDocument || signatures.slice(lastOurs + 1).some((s) => s.kind === 'signature');
  if (added) return { verdict: 'changed-since', change: 'added' };
  return { verdict: producedHere ? 'sealed-here' : 'no-record', change: null };
}
