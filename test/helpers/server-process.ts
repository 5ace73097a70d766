/** The real server in a process of its own (as production runs it), for kills and memory figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** The exit code once the process ends (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // tsx as a loader in this very process (its CLI would run the server in a grandchild that a
  // SIGKILL of the child does not reach).
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../server/index.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = env.PUBLIC_URL!;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url, output: () => output, exited, stop };
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
