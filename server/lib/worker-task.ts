/**
 * Runs CPU-heavy work (parsing, rendering) in a worker thread with a time and memory limit, so it
 * cannot stall the event loop that serves other requests, and a hostile file cannot exhaust the
 * server. The worker is plain CommonJS source run with eval, so it behaves the same from the
 * sources, dist/ and tests; it loads ESM-only packages (pdfjs-dist) with import().
 */
import { Worker } from 'node:worker_threads';

export interface WorkerTaskOptions {
  workerData: unknown;
  transferList?: ArrayBuffer[];
  timeoutMs: number;
  maxMemoryMb: number;
}

/** The worker's one message, or null when it failed, crashed or ran out of time. */
export function runWorkerTask<T>(source: string, options: WorkerTaskOptions): Promise<T | null> {
  const worker = new Worker(source, {
    eval: true,
    workerData: options.workerData,
    transferList: options.transferList,
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
    stdout: true,
    stderr: true,
  });
  return new Promise<T | null>((resolve) => {
    const finish = (result: T | null) => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(null), options.timeoutMs);
    worker.once('message', (message: T) => finish(message));
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
  });
}
