/**
 * Admission: how many requests are at work at once, and which waiting request goes next.
 *
 * At most `capacity` requests are at work; the others wait, each at most its budget, and are then
 * refused (503). When a place frees, the waiting request of the highest class goes first (sign-in,
 * applying and signing, then writes, then reads, then anonymous reads); within a class, the one whose
 * client has the fewest requests at work, then the oldest. No client has more than `perClient` at
 * work, so one client's flood waits behind its own requests while others' are admitted. Sign-ins
 * (password hashing on libuv's threadpool) have a limit of their own, so they queue rather than
 * crowding the threadpool. Anonymous reads never take the last places (`anonymousReads` at most),
 * and never start while a request of a higher class waits for a place it could take.
 *
 * Written here rather than taken from a library: the maintained queues (p-queue, p-limit, fastq,
 * async-sema) have one concurrency limit and at most a priority; none has limits per class and per
 * client with a deadline per waiter. Measured on the 2-core machine of docs/BENCHMARKS.md: a
 * place taken and given back costs about 25 µs with nobody waiting and 80 µs with 200 waiting,
 * against 5-50 ms for the requests it admits.
 */

/** What a request is for (the route table's `class`). */
export type AdmissionClass = 'signIn' | 'apply' | 'sign' | 'write' | 'read' | 'anonymousRead';

const PRIORITY: Record<AdmissionClass, number> = { signIn: 0, apply: 0, sign: 0, write: 1, read: 2, anonymousRead: 3 };
const LEVELS = 4;
/**
 * The share of its budget a waiter gives up early: timers run late on a loaded event loop (up to
 * 150 ms at 2 s in the load benchmark of docs/BENCHMARKS.md), and the answer must still leave in time.
 */
const TIMER_MARGIN = 0.1;

export interface AdmissionLimits {
  /** Requests at work at once. */
  capacity: number;
  /** Of them, from one client. */
  perClient: number;
  /** Of them, sign-ins. */
  signIn: number;
  /** Anonymous reads start only while fewer than this many requests are at work. */
  anonymousReads: number;
}

export interface AdmissionLoad {
  atWork: number;
  waiting: number;
}

/** Since start: the longest wait for a place, and sign-ins refused after an anonymous read started during their wait. */
interface AdmissionRecord {
  longestWaitMs: number;
  signInsRefusedPastAnonymousReads: number;
}

/** The request was not admitted: no place within its budget, or its client went away. */
export class AdmissionRefused extends Error {
  constructor(readonly reason: 'busy' | 'aborted') {
    super(reason === 'busy' ? 'No place within the wait budget.' : 'The client went away.');
    this.name = 'AdmissionRefused';
  }
}

export interface Admission {
  /**
   * Resolves, once the request may start, with the function that gives its place back (call it
   * once, when the request has ended); rejects with AdmissionRefused.
   */
  enter(cls: AdmissionClass, client: string, budgetMs: number, signal?: AbortSignal): Promise<() => void>;
  load(): AdmissionLoad;
  record(): AdmissionRecord;
}

interface Waiter {
  cls: AdmissionClass;
  client: string;
  since: number;
  deadline: number;
  /** Anonymous reads started before this one began to wait. */
  anonymousBefore: number;
  start(): void;
  /** Its deadline passed before a place came (a timer late on a busy event loop): refused, not started. */
  expire(): void;
}

export function createAdmission(limits: AdmissionLimits): Admission {
  let atWork = 0;
  let signingIn = 0;
  let anonymousStarted = 0;
  const record: AdmissionRecord = { longestWaitMs: 0, signInsRefusedPastAnonymousReads: 0 };
  const waited = (w: Waiter) => {
    record.longestWaitMs = Math.max(record.longestWaitMs, performance.now() - w.since);
  };
  const byClient = new Map<string, number>();
  const waiting: Waiter[][] = Array.from({ length: LEVELS }, () => []);

  const ofClient = (client: string) => byClient.get(client) ?? 0;
  /** A request of a higher class than anonymous reads waits, held back by more than its client's share. */
  const higherWaits = () =>
    waiting.some(
      (level, priority) =>
        priority < PRIORITY.anonymousRead && level.some((w) => ofClient(w.client) < limits.perClient),
    );
  const room = (w: Waiter) =>
    atWork < limits.capacity &&
    ofClient(w.client) < limits.perClient &&
    (w.cls !== 'signIn' || signingIn < limits.signIn) &&
    (w.cls !== 'anonymousRead' || (atWork < limits.anonymousReads && !higherWaits()));

  /** The next waiter that may start: highest class, then fewest of its client's at work, then oldest. */
  function next(): Waiter | undefined {
    for (const level of waiting) {
      let best: Waiter | undefined;
      for (const w of level) {
        if (!room(w)) continue;
        if (!best || ofClient(w.client) < ofClient(best.client)) best = w;
      }
      if (best) {
        level.splice(level.indexOf(best), 1);
        return best;
      }
    }
    return undefined;
  }

  function pump() {
    for (let w = next(); w; w = next()) {
      if (performance.now() > w.deadline) {
        w.expire();
        continue;
      }
      waited(w);
      atWork += 1;
      if (w.cls === 'signIn') signingIn += 1;
      if (w.cls === 'anonymousRead') anonymousStarted += 1;
      byClient.set(w.client, ofClient(w.client) + 1);
      w.start();
    }
  }

  function leave(w: Waiter) {
    atWork -= 1;
    if (w.cls === 'signIn') signingIn -= 1;
    const left = ofClient(w.client) - 1;
    if (left > 0) byClient.set(w.client, left);
    else byClient.delete(w.client);
    pump();
  }

  function withdraw(w: Waiter): boolean {
    const level = waiting[PRIORITY[w.cls]]!;
    const at = level.indexOf(w);
    if (at < 0) return false;
    level.splice(at, 1);
    return true;
  }

  return {
    enter(cls, client, budgetMs, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(new AdmissionRefused('aborted'));
        const wait: { timer?: NodeJS.Timeout; started?: boolean } = {};
        const refuse = (reason: 'busy' | 'aborted') => {
          clearTimeout(wait.timer);
          signal?.removeEventListener('abort', onAbort);
          if (reason === 'busy') {
            waited(waiter);
            if (cls === 'signIn' && anonymousStarted > waiter.anonymousBefore)
              record.signInsRefusedPastAnonymousReads += 1;
          }
          reject(new AdmissionRefused(reason));
        };
        // A waiter gone may have held back an anonymous read.
        const giveUp = (reason: 'busy' | 'aborted') => {
          if (!withdraw(waiter)) return;
          refuse(reason);
          pump();
        };
        const onAbort = () => giveUp('aborted');
        const since = performance.now();
        const waiter: Waiter = {
          cls,
          client,
          since,
          deadline: since + budgetMs,
          anonymousBefore: anonymousStarted,
          expire: () => refuse('busy'),
          start() {
            wait.started = true;
            clearTimeout(wait.timer);
            signal?.removeEventListener('abort', onAbort);
            let left = false;
            resolve(() => {
              if (left) return;
              left = true;
              leave(waiter);
            });
          },
        };
        waiting[PRIORITY[cls]]!.push(waiter);
        pump();
        if (wait.started) return;
        if (budgetMs <= 0) return giveUp('busy');
        // A little early: on a busy event loop the timer fires late, and the answer must still
        // leave within the budget.
        wait.timer = setTimeout(() => giveUp('busy'), budgetMs * (1 - TIMER_MARGIN));
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    load: () => ({ atWork, waiting: waiting.reduce((n, level) => n + level.length, 0) }),
    record: () => ({ ...record }),
  };
}
