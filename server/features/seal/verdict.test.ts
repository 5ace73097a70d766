import type { VerifiedSignature } from '../../../common/seal';
import { sealVerdict } from './verdict';

/** A seal as the file worker reports it: valid, over the whole file, under our CA unless told. */
const seal = (over: Partial<VerifiedSignature> = {}): VerifiedSignature => ({
  kind: 'signature',
  valid: true,
  wholeDocument: true,
  signer: 'Test Careers Document Seal, Test Careers',
  name: 'Casey Morgan',
  reason: null,
  claimedAt: '2026-11-29T15:31:00.000Z',
  timestampedAt: null,
  ourCa: true,
  problem: null,
  ...over,
});
const timestamp = (over: Partial<VerifiedSignature> = {}) =>
  seal({ kind: 'document-timestamp', signer: 'Test TSA', ourCa: false, ...over });

describe('The verdict /verify leads with', () => {
  test('ours, intact and on record: sealed here; with a time-stamp or a countersignature of ours after it, too', () => {
    expect(sealVerdict([seal()], true)).toEqual({ verdict: 'sealed-here', change: null });
    expect(sealVerdict([seal({ wholeDocument: false }), timestamp()], true).verdict).toBe('sealed-here');
    expect(sealVerdict([seal({ wholeDocument: false }), seal()], true).verdict).toBe('sealed-here');
  });

  test('ours, intact, but not on record: not vouched for', () => {
    expect(sealVerdict([seal()], false)).toEqual({ verdict: 'no-record', change: null });
  });

  test('ours with a seal broken (either one of a countersigned file), or with bytes or another seal added: changed since', () => {
    expect(sealVerdict([seal({ valid: false })], false)).toEqual({ verdict: 'changed-since', change: 'broken' });
    expect(sealVerdict([seal({ wholeDocument: false }), seal({ valid: false })], false)).toEqual({
      verdict: 'changed-since',
      change: 'broken',
    });
    expect(sealVerdict([seal({ valid: false, wholeDocument: false }), seal()], false).change).toBe('broken');
    expect(sealVerdict([seal({ wholeDocument: false })], false)).toEqual({ verdict: 'changed-since', change: 'added' });
    expect(sealVerdict([seal({ wholeDocument: false }), seal({ ourCa: false })], false)).toEqual({
      verdict: 'changed-since',
      change: 'added',
    });
  });

  test('no seal under our CA, however valid or named: sealed elsewhere; none at all: not sealed', () => {
    expect(sealVerdict([seal({ ourCa: false })], false)).toEqual({ verdict: 'sealed-elsewhere', change: null });
    expect(sealVerdict([seal({ ourCa: false, valid: false })], false).verdict).toBe('sealed-elsewhere');
    expect(sealVerdict([timestamp()], false).verdict).toBe('sealed-elsewhere');
    expect(sealVerdict([], false)).toEqual({ verdict: 'not-sealed', change: null });
  });
});
