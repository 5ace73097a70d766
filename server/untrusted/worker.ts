/**
 * The child process of the file pool (pool.ts): runs one task at a time and answers by IPC. It
 * holds nothing of the server's (no database, no secrets in use), and dies with its parent.
 */
import { FileRefused, type RefusalReason } from './limits';
import { runTask, type TaskName } from './tasks';

export interface WorkerRequest {
  id: number;
  name: TaskName;
  input: unknown;
}

export type WorkerAnswer =
  { id: number; ok: true; output: unknown } | { id: number; ok: false; refused: RefusalReason | null; message: string };

if (require.main === module) {
  process.on('message', (request: WorkerRequest) => {
    runTask(request.name, request.input).then(
      (output) => process.send!({ id: request.id, ok: true, output } satisfies WorkerAnswer),
      (err: unknown) =>
        process.send!({
          id: request.id,
          ok: false,
          // The tasks turn a parser's failure into a refusal; anything else is a fault of ours.
          refused: err instanceof FileRefused ? err.reason : null,
          message: err instanceof Error ? err.message.slice(0, 300) : String(err).slice(0, 300),
        } satisfies WorkerAnswer),
    );
  });
  // The server went away: nothing left to work for.
  process.on('disconnect', () => process.exit(0));
}
