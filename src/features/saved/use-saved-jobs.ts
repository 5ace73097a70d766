/**
 * Which jobs the candidate saved, and a toggle that updates the server (optimistically). The ids
 * come with the screen's first data (the search asks for them beside its first results), so the
 * list draws once with its toggles right, not a second time when they arrive.
 */
import { useCallback, useState } from 'react';
import { saveJob, unsaveJob } from './api';

export function useSavedJobs(savedIds: readonly number[]) {
  const [ids, setIds] = useState<Set<number>>(() => new Set(savedIds));
  const [busy, setBusy] = useState<Set<number>>(new Set());
  /** The last save or unsave that failed (null: none, or dismissed). */
  const [failure, setFailure] = useState<unknown>(null);

  const toggle = useCallback(
    (jobOrderId: number) => {
      const saving = !ids.has(jobOrderId);
      const flip = (set: Set<number>, on: boolean) => {
        const next = new Set(set);
        if (on) next.add(jobOrderId);
        else next.delete(jobOrderId);
        return next;
      };
      setFailure(null);
      setIds((s) => flip(s, saving));
      setBusy((s) => flip(s, true));
      (saving ? saveJob(jobOrderId) : unsaveJob(jobOrderId))
        .catch((err: unknown) => {
          setIds((s) => flip(s, !saving));
          setFailure(err ?? new Error('save failed'));
        })
        .finally(() => setBusy((s) => flip(s, false)));
    },
    [ids],
  );

  return {
    isSaved: (id: number) => ids.has(id),
    isBusy: (id: number) => busy.has(id),
    toggle,
    failure,
    dismiss: () => setFailure(null),
  };
}
