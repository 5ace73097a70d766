/**
 * Watching a server in its own process while it works: /healthz asked over and over, and the
 * resident memory of the server and of its file workers read every few milliseconds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ServerProcess } from './server-process';

/** Resident set of a process in MB (0 once it is gone). */
function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server's child processes (its file workers). */
function childrenOf(pid: number): number[] {
  const dir = `/proc/${pid}/task`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((task) => {
    try {
      return readFileSync(`${dir}/${task}/children`, 'latin1').split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
}

export interface Watched<T> {
  result: T;
  /** Each /healthz answer's time in ms (Infinity for an answer that was not 200). */
  health: number[];
  healthMaxMs: number;
  healthChecks: number;
  /** The server's resident memory before the work began, and its peak meanwhile. */
  serverRssBeforeMb: number;
  serverRssMb: number;
  /** The server and its file workers together. */
  treeRssMb: number;
}

/** Runs `work` while /healthz is asked every 50 ms and the memory of the server's processes is read. */
export async function watched<T>(target: ServerProcess, work: () => Promise<T>): Promise<Watched<T>> {
  const pid = target.child.pid!;
  let done = false;
  const latencies: number[] = [];
  const health = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${target.url}/healthz`);
      await res.arrayBuffer();
      latencies.push(res.ok ? performance.now() - started : Infinity);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const serverRssBeforeMb = rssMb(pid);
  let serverRssMb = 0;
  let treeRssMb = 0;
  const sample = () => {
    const own = rssMb(pid);
    serverRssMb = Math.max(serverRssMb, own);
    treeRssMb = Math.max(treeRssMb, own + childrenOf(pid).reduce((sum, child) => sum + rssMb(child), 0));
  };
  sample();
  const memory = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    return {
      result,
      health: latencies,
      healthMaxMs: Math.max(...latencies, 0),
      healthChecks: latencies.length,
      serverRssBeforeMb,
      serverRssMb,
      treeRssMb,
    };
  } finally {
    done = true;
    clearInterval(memory);
    await health;
  }
}
