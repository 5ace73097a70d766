/**
 * Runs due saved-search alerts on every instance. Each run claims rows in the database (see
 * SavedRepository.claimDue), so any number of instances may run it without sending a digest twice.
 */
import type { Logger } from '../../logger';

export function createAlertScheduler(options: {
  run: () => Promise<number>;
  logger: Logger;
  everyMs: number;
  /** Told of each completed run (metrics). */
  onRun?: (ok: boolean) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let passes = 0;

  const tick = () => {
    if (running) return;
    running = options
      .run()
      .then(
        () => options.onRun?.(true),
        (err) => {
          options.logger.warn({ err }, 'alert run failed');
          options.onRun?.(false);
        },
      )
      .finally(() => {
        running = null;
        passes += 1;
      });
  };

  return {
    /** Runs completed so far: a caller can wait for one that started after a given moment. */
    passes: () => passes,
    start(): void {
      if (timer) return;
      timer = setInterval(tick, options.everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
