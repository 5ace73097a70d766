/**
 * A benchmark's server side in its own process, as deployed: the client's allocations and pauses
 * must not count against the server. The child answers each message with one of its own
 * ({ type: 'error', message } rejects), and exits when sent { type: 'close' }.
 */
import { fork } from 'node:child_process';

/** Forks `script` with `env` added; `ready` resolves with its first message. */
export function startChild(script, env) {
  const child = fork(script, [], { env: { ...process.env, ...env } });
  const next = () =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`${script} exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        if (m.type === 'error') reject(new Error(m.message));
        else resolve(m);
      });
    });
  return {
    ready: next(),
    ask(message) {
      const reply = next();
      child.send(message);
      return reply;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
