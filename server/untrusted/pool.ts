/**
 * A fixed pool of child processes that open untrusted files (SECURITY 5.2.x): résumés, signed
 * copies, credentials, templates, doc-check uploads, drawn signatures, and the page renderer.
 *
 * Processes rather than worker threads, because a worker thread's resourceLimits bound only its
 * JavaScript heap: the ArrayBuffers a decoder fills (pdf-lib's inflate, an image's pixels, sharp's
 * native memory) are outside it. Here the whole process is measured (its resident set, read from
 * /proc every few milliseconds while it works) and killed and replaced when it passes the limit or
 * the task's time; the queue is bounded, so a flood of uploads answers 503 instead of waiting.
 * Background work (pre-rendering pages) never takes the last free process from an upload. A task
 * may name its owner (a user): an owner has a few tasks in flight at most (more answer 429) and
 * never holds every process, so one person's downloads cannot fill the pool for everyone.
 * Past 300 lines because a process's life, its memory watchdog and the lanes' queue are one state
 * machine.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES } from '../../common/files';
import { AppError, ErrorCode } from '../errors';
import type { Logger } from '../logger';
import { FileRefused, PDF_TASKS_PER_USER } from './limits';
import type { TaskInput, TaskName, TaskOutput } from './tasks';
import type { WorkerAnswer, WorkerRequest } from './worker';
import { workerBundle } from './worker-bundle';

export type Lane = 'interactive' | 'background';

export interface RunOptions {
  timeoutMs?: number;
  lane?: Lane;
  /**
   * A newer task with the same key replaces one still waiting (it is refused as superseded): one
   * pending render per user, say, however many times they ask.
   */
  supersedes?: string;
  /** A name for promote(): the document a waiting background task works on, say. */
  tag?: string;
  /** Whose task it is (a user's id): see FilePoolOptions.perOwner. */
  owner?: string | number;
}

export interface FilePoolOptions {
  /** Processes working at once (default: the cores, at least 1, at most 4). */
  size?: number;
  /** Resident memory a process may reach, in MB (default 512). */
  memoryMb?: number;
  /** Tasks that may wait per lane before new ones are refused with 503 (default 32 and 16). */
  maxQueue?: number;
  maxBackgroundQueue?: number;
  /** A task's time unless it says otherwise (default 20 s). */
  timeoutMs?: number;
  /** Tasks one owner may have waiting or running before new ones are refused with 429 (default PDF_TASKS_PER_USER). */
  perOwner?: number;
  logger?: Logger;
}

/** The task was dropped because a newer one with the same key took its place in the queue. */
export class Superseded extends Error {
  constructor() {
    super('superseded by a newer request');
    this.name = 'Superseded';
  }
}

/** Seconds a client is asked to wait when the queue is full. */
const RETRY_AFTER_S = 10;
/** Seconds a user is asked to wait when their own tasks fill their share (a form fills in well under one). */
const OWNER_RETRY_AFTER_S = 5;
/** How often a working process's memory is read. */
const WATCH_MS = 15;
/** The workers' scheduling priority below the server's (Unix niceness: 0 normal, 19 lowest). */
const WORKER_NICENESS = 10;

interface Job {
  name: TaskName;
  input: unknown;
  lane: Lane;
  timeoutMs: number;
  supersedes?: string;
  tag?: string;
  owner?: string;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  child: ChildProcess;
  job: Job | null;
  id: number;
  deadline: number;
  /** Why we killed it, so the exit is reported as the file's fault, not a crash. */
  killedFor: FileRefused | null;
  stderr: string;
}

/** The worker runs from the same place as this file: dist/, or the sources as one bundle. */
function workerEntry(): string {
  const ext = path.extname(__filename);
  const file = path.join(__dirname, `worker${ext}`);
  return ext === '.ts' ? workerBundle(file) : file;
}

/** Resident set of a process in bytes, or null where /proc is not there (then only the heap cap holds). */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'latin1');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export function createFilePool(options: FilePoolOptions = {}) {
  const size = Math.max(1, options.size ?? Math.min(4, os.availableParallelism()));
  const memoryBytes = (options.memoryMb ?? 512) * 1024 * 1024;
  const maxQueue = { interactive: options.maxQueue ?? 32, background: options.maxBackgroundQueue ?? 16 };
  const defaultTimeout = options.timeoutMs ?? 20_000;
  const perOwner = options.perOwner ?? PDF_TASKS_PER_USER;
  // An owner works in one process fewer than the pool has: another owner always finds one free.
  const ownerRunning = Math.max(1, size - 1);
  // Found at the first process, not at start: from the sources, finding it checks (and may build) the bundle.
  let entry: string | undefined;
  // The heap's own cap sits below the process limit, so a runaway heap fails cleanly first.
  const heapMb = Math.max(64, Math.floor((options.memoryMb ?? 512) * 0.6));

  const slots: Slot[] = [];
  const queues: Record<Lane, Job[]> = { interactive: [], background: [] };
  let nextId = 1;
  let closed = false;
  let watching: NodeJS.Timeout | null = null;
  const counts = {
    started: 0,
    killedForMemory: 0,
    killedForTime: 0,
    crashed: 0,
    refusedBusy: 0,
    refusedOwner: 0,
    superseded: 0,
  };

  function spawn(): Slot {
    entry ??= workerEntry();
    const child = fork(entry, [], {
      execArgv: [`--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    // Parsing files yields the CPU to the server's requests when the two compete.
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, WORKER_NICENESS);
      } catch {
        // Not permitted here: the workers run at the server's priority.
      }
    }
    const slot: Slot = { child, job: null, id: 0, deadline: 0, killedFor: null, stderr: '' };
    child.stderr?.on('data', (chunk: Buffer) => {
      slot.stderr = (slot.stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('message', (answer: WorkerAnswer) => {
      if (answer.id !== slot.id || !slot.job) return;
      const job = slot.job;
      slot.job = null;
      idle(slot);
      if (answer.ok) job.resolve(answer.output);
      else job.reject(answer.refused ? new FileRefused(answer.refused, answer.message) : new Error(answer.message));
      void recycleIfHeavy(slot);
      dispatch();
    });
    child.on('exit', (code, signal) => {
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      const job = slot.job;
      slot.job = null;
      if (job) {
        if (slot.killedFor) job.reject(slot.killedFor);
        else {
          counts.crashed += 1;
          options.logger?.warn({ task: job.name, code, signal, stderr: slot.stderr }, 'file worker exited');
          // Out of heap is the file's size; any other crash is a file the parser could not take.
          const heap = /heap out of memory|Allocation failed/i.test(slot.stderr);
          job.reject(new FileRefused(heap ? 'too-large' : 'invalid', `worker exited (${signal ?? code})`));
        }
      }
      dispatch();
    });
    // An idle process must not keep the server (or a CLI command) alive.
    idle(slot);
    slots.push(slot);
    return slot;
  }

  function idle(slot: Slot) {
    slot.child.unref();
    (slot.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  function busy(slot: Slot) {
    slot.child.ref();
    (slot.child.channel as { ref?: () => void } | undefined)?.ref?.();
  }

  /**
   * A process that kept much of what its task allocated (pdf.js caches, canvas memory the
   * allocator does not return) is replaced while idle, so the next task starts with its full room.
   */
  async function recycleIfHeavy(slot: Slot) {
    const rss = slot.child.pid ? await residentBytes(slot.child.pid) : null;
    if (rss !== null && rss > memoryBytes / 2 && !slot.job) kill(slot, new FileRefused('timeout', 'recycled'));
  }

  function kill(slot: Slot, why: FileRefused) {
    if (slot.killedFor) return;
    slot.killedFor = why;
    slot.child.kill('SIGKILL');
  }

  async function watch() {
    const now = Date.now();
    await Promise.all(
      slots.map(async (slot) => {
        if (!slot.job || slot.killedFor) return;
        if (now > slot.deadline) {
          counts.killedForTime += 1;
          return kill(slot, new FileRefused('timeout', `${slot.job.name} ran past ${slot.job.timeoutMs} ms`));
        }
        const rss = slot.child.pid ? await residentBytes(slot.child.pid) : null;
        if (rss !== null && rss > memoryBytes && slot.job && !slot.killedFor) {
          counts.killedForMemory += 1;
          kill(slot, new FileRefused('too-large', `${slot.job.name} passed ${Math.round(rss / 1048576)} MB`));
        }
      }),
    );
    if (!slots.some((s) => s.job) && watching) {
      clearInterval(watching);
      watching = null;
    }
  }

  function startWatching() {
    if (watching) return;
    watching = setInterval(() => void watch(), WATCH_MS);
  }

  const running = (owner: string) => slots.filter((s) => s.job?.owner === owner).length;
  const inFlight = (owner: string) =>
    running(owner) +
    queues.interactive.filter((j) => j.owner === owner).length +
    queues.background.filter((j) => j.owner === owner).length;

  /** The first task of `lane` whose owner may start another (their others wait their turn). */
  function take(lane: Lane): Job | undefined {
    const at = queues[lane].findIndex((j) => j.owner === undefined || running(j.owner) < ownerRunning);
    return at < 0 ? undefined : queues[lane].splice(at, 1)[0];
  }

  function dispatch() {
    if (closed) return;
    for (;;) {
      const working = slots.filter((s) => s.job).length;
      if (working >= size) return;
      const backgroundWorking = slots.filter((s) => s.job?.lane === 'background').length;
      // Background work leaves one process for uploads (when there is more than one).
      const backgroundAllowed = size === 1 ? 1 : size - 1;
      const job = take('interactive') ?? (backgroundWorking < backgroundAllowed ? take('background') : undefined);
      if (!job) return;
      const slot = slots.find((s) => !s.job && !s.killedFor) ?? spawn();
      slot.job = job;
      slot.id = nextId++;
      slot.deadline = Date.now() + job.timeoutMs;
      counts.started += 1;
      busy(slot);
      const request: WorkerRequest = { id: slot.id, name: job.name, input: job.input };
      slot.child.send(request);
      startWatching();
    }
  }

  return {
    size,

    /**
     * Runs a task in a worker: its answer, a FileRefused for the file's fault, 429 when its owner
     * has their share in flight (their own doing: the answer a per-user limit gives everywhere
     * here), or 503 when the queue is full (the server's load, for everyone).
     */
    run<N extends TaskName>(name: N, input: TaskInput<N>, opts: RunOptions = {}): Promise<TaskOutput<N>> {
      if (closed) return Promise.reject(new AppError(ErrorCode.UNAVAILABLE, FILE_MESSAGES.busy));
      const lane = opts.lane ?? 'interactive';
      const queue = queues[lane];
      if (opts.supersedes) {
        const at = queue.findIndex((j) => j.supersedes === opts.supersedes);
        if (at >= 0) {
          counts.superseded += 1;
          queue.splice(at, 1)[0]!.reject(new Superseded());
        }
      }
      const owner = opts.owner === undefined ? undefined : String(opts.owner);
      if (owner !== undefined && inFlight(owner) >= perOwner) {
        counts.refusedOwner += 1;
        return Promise.reject(
          new AppError(ErrorCode.RATE_LIMITED, FILE_MESSAGES.yoursBusy, undefined, { retryAfter: OWNER_RETRY_AFTER_S }),
        );
      }
      if (queue.length >= maxQueue[lane]) {
        counts.refusedBusy += 1;
        return Promise.reject(
          new AppError(ErrorCode.UNAVAILABLE, FILE_MESSAGES.busy, undefined, { retryAfter: RETRY_AFTER_S }),
        );
      }
      return new Promise<TaskOutput<N>>((resolve, reject) => {
        queue.push({
          name,
          input,
          lane,
          timeoutMs: opts.timeoutMs ?? defaultTimeout,
          supersedes: opts.supersedes,
          tag: opts.tag,
          owner,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        dispatch();
      });
    },

    /** Starts the processes ahead of the first upload (each takes a moment to load its parsers). */
    warm(): void {
      while (!closed && slots.length < size) spawn();
    },

    /** Moves waiting background tasks tagged `tag` to the front: someone is now waiting for them. */
    promote(tag: string): void {
      const waiting = queues.background.filter((j) => j.tag === tag);
      if (waiting.length === 0) return;
      queues.background = queues.background.filter((j) => j.tag !== tag);
      for (const job of waiting) job.lane = 'interactive';
      queues.interactive.unshift(...waiting);
      dispatch();
    },

    /** How full the pool is (readiness checks, metrics, tests). */
    stats() {
      return {
        size,
        processes: slots.length,
        working: slots.filter((s) => s.job).length,
        queued: queues.interactive.length + queues.background.length,
        ...counts,
        pids: slots.map((s) => s.child.pid).filter((pid): pid is number => pid !== undefined),
      };
    },

    /** Stops every process; waiting tasks are refused. */
    async close(): Promise<void> {
      closed = true;
      if (watching) clearInterval(watching);
      watching = null;
      for (const lane of ['interactive', 'background'] as const)
        for (const job of queues[lane].splice(0)) job.reject(new AppError(ErrorCode.UNAVAILABLE, FILE_MESSAGES.busy));
      await Promise.all(
        slots.map(
          (slot) =>
            new Promise<void>((resolve) => {
              if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
              slot.child.once('exit', () => resolve());
              kill(slot, new FileRefused('timeout', 'the server is stopping'));
            }),
        ),
      );
    },
  };
}

export type FilePool = ReturnType<typeof createFilePool>;
