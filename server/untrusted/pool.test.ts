/**
 * The file pool: a task past its time or its memory is killed and the process replaced; a full
 * queue answers 503; a newer task with the same key replaces the one waiting; a promoted task
 * runs before the background work queued ahead of it; one owner's tasks are bounded in number
 * (429 past their share) and never hold every process.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { FILE_MESSAGES } from '../../common/files';
import { AppError } from '../errors';
import { samplePdf } from '../../test/fixtures/pdfs';
import { createFilePool, type FilePool, FileRefused, Superseded } from '.';
import { PDF_TASKS_PER_USER } from './limits';

/** A one-page PDF holding a 5000×5000 photo: pdf.js decodes 25 megapixels to draw it. */
async function photoPdf(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
  pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return pdf.save();
}

const render = (pool: FilePool, bytes: Uint8Array, opts = {}) =>
  pool.run('renderPages', { bytes, widths: [1200], quality: 80, maxPages: 10 }, opts);

describe('The file pool', () => {
  const pools: FilePool[] = [];
  const pool = (options: Parameters<typeof createFilePool>[0]) => {
    const created = createFilePool(options);
    pools.push(created);
    return created;
  };
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  test('When a task runs past its time, Then it is refused as timeout and the next task runs in a new process', async () => {
    const files = pool({ size: 1 });
    const pdf = await samplePdf();
    await files.run('inspectPdf', pdf);
    const [first] = files.stats().pids;
    const err = await render(files, await photoPdf(), { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileRefused);
    expect(err).toMatchObject({ reason: 'timeout' });
    expect((await files.run('inspectPdf', pdf)).pageCount).toBeGreaterThan(0);
    expect(files.stats()).toMatchObject({ killedForTime: 1 });
    expect(files.stats().pids).not.toContain(first);
  });

  test('When a task passes the memory limit (ArrayBuffers and native memory count), Then it is killed and refused as too large', async () => {
    // The heap cap alone would not stop this: the photo's pixels live outside the JavaScript heap.
    const files = pool({ size: 1, memoryMb: 128 });
    const err = await render(files, await photoPdf(), { timeoutMs: 60_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileRefused);
    expect(err).toMatchObject({ reason: 'too-large' });
    expect(files.stats()).toMatchObject({ killedForMemory: 1, crashed: 0 });
  });

  test('When the queue is full, Then a new task is refused at once with 503 and a Retry-After', async () => {
    const files = pool({ size: 1, maxQueue: 2 });
    const pdf = await samplePdf();
    const running = [files.run('inspectPdf', pdf), files.run('inspectPdf', pdf), files.run('inspectPdf', pdf)];
    const refused = await files.run('inspectPdf', pdf).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, retryAfter: expect.any(Number) });
    expect((await Promise.all(running)).map((r) => r.pageCount)).toEqual([1, 1, 1]);
  });

  test('When a user asks again while their task waits, Then the newer replaces it; a promoted task overtakes background work', async () => {
    const files = pool({ size: 1 });
    const pdf = await samplePdf();
    const order: string[] = [];
    const track = (name: string, task: Promise<unknown>) =>
      task.then(
        () => order.push(name),
        (e: unknown) => order.push(e instanceof Superseded ? `${name} superseded` : `${name} failed`),
      );
    const busy = track('busy', files.run('inspectPdf', pdf));
    const background = [
      track('b1', files.run('inspectPdf', pdf, { lane: 'background' })),
      track('b2', files.run('inspectPdf', pdf, { lane: 'background', tag: 'doc-2' })),
    ];
    const old = track('old', files.run('inspectPdf', pdf, { lane: 'background', supersedes: 'user-1' }));
    const newer = track('new', files.run('inspectPdf', pdf, { lane: 'background', supersedes: 'user-1' }));
    files.promote('doc-2');
    await Promise.all([busy, ...background, old, newer]);
    expect(order).toEqual(['old superseded', 'busy', 'b2', 'b1', 'new']);
  });

  test('When one owner has their share of tasks in flight, Then their next is refused at once with 429 and a Retry-After, while another owner is served', async () => {
    const files = pool({ size: 2 });
    const pdf = await samplePdf();
    const mine = Array.from({ length: PDF_TASKS_PER_USER }, () => files.run('inspectPdf', pdf, { owner: 1 }));
    const refused = await files.run('inspectPdf', pdf, { owner: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, retryAfter: expect.any(Number), message: FILE_MESSAGES.yoursBusy });
    expect((await files.run('inspectPdf', pdf, { owner: 2 })).pageCount).toBe(1);
    expect((await Promise.all(mine)).map((r) => r.pageCount)).toEqual(Array<number>(PDF_TASKS_PER_USER).fill(1));
    // Their tasks done, their share is free again.
    expect((await files.run('inspectPdf', pdf, { owner: 1 })).pageCount).toBe(1);
  });

  test('When one owner queues slow tasks, Then they hold one process short of the pool: another owner starts at once', async () => {
    const files = pool({ size: 2 });
    files.warm();
    const [slow, pdf] = await Promise.all([photoPdf(), samplePdf()]);
    const order: string[] = [];
    const mine = [1, 2].map((n) =>
      render(files, slow, { owner: 1, timeoutMs: 60_000 }).then(() => order.push(`mine ${n}`)),
    );
    const theirs = files.run('inspectPdf', pdf, { owner: 2 }).then(() => order.push('theirs'));
    await Promise.all([...mine, theirs]);
    expect(order).toEqual(['theirs', 'mine 1', 'mine 2']);
  });
});
