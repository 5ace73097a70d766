/** Which jobs the candidate saved, and a toggle that updates the server (optimistically). */
import { useCallback, useEffect, useState } from 'react';
import { fetchSavedJobs, saveJob, unsaveJob } from './api';

export function useSavedJobs() {
  const [ids, setIds] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const [failed, setFailed] = useState(false);

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
      setFailed(false);
      setIds((s) => flip(s, saving));
      setBusy((s) => flip(s, true));
      (saving ? saveJob(jobOrderId) : unsaveJob(jobOrderId))
        .catch(() => {
          setIds((s) => flip(s, !saving));
          setFailed(true);
        })
        .finally(() => setBusy((s) => flip(s, false)));
    },
    [ids],
  );

  return { isSaved: (id: number) => ids.has(id), isBusy: (id: number) => busy.has(id), toggle, failed };
}

export type SavedJobs = ReturnType<typeof useSavedJobs>;
