/** Which jobs the candidate saved, and a toggle that updates the server (optimistically). */
import { useCallback, useEffect, useState } from 'react';
import { fetchSavedJobs, saveJob, unsaveJob } from './api';

export function useSavedJobs() {
  const [ids, setIds] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<Set<number>>(new Set());
  /** The last save or unsave that failed (null: none, or dismissed). */
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSavedJobs(controller.signal).then(
      (list) => !controller.signal.aborted && setIds(new Set(list.map((s) => s.job.jobOrderId))),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

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
