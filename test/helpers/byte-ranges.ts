/** What every download of a stored file answers to Range (server/http/send-stored-file.ts). */
import type { Test } from 'supertest';

/** Reads any answer's body as bytes, whatever its type. */
const asBytes = (test: Test) =>
  test.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/**
 * `get(range)` downloads the file with that Range header (none when undefined); `whole` is what
 * was stored. Checks the whole file, one range, a suffix, an open end, an unsatisfiable range and
 * several ranges (answered whole); each answer keeps the download's own headers.
 */
export async function expectByteRanges(get: (range?: string) => Test, whole: Buffer): Promise<void> {
  const size = whole.length;
  const all = await asBytes(get()).expect(200);
  expect(all.headers['accept-ranges']).toBe('bytes');
  expect(Number(all.headers['content-length'])).toBe(size);
  expect(Buffer.compare(all.body as Buffer, whole)).toBe(0);
  const headers = ['content-type', 'content-disposition', 'cache-control'].map((h) => all.headers[h]);

  const part = await asBytes(get('bytes=5-20')).expect(206);
  expect(part.headers['content-range']).toBe(`bytes 5-20/${size}`);
  expect(Number(part.headers['content-length'])).toBe(16);
  expect(Buffer.compare(part.body as Buffer, whole.subarray(5, 21))).toBe(0);
  expect(['content-type', 'content-disposition', 'cache-control'].map((h) => part.headers[h])).toEqual(headers);

  const suffix = await asBytes(get('bytes=-7')).expect(206);
  expect(suffix.headers['content-range']).toBe(`bytes ${size - 7}-${size - 1}/${size}`);
  expect(Buffer.compare(suffix.body as Buffer, whole.subarray(size - 7))).toBe(0);

  const openEnd = await asBytes(get(`bytes=${size - 3}-`)).expect(206);
  expect(Buffer.compare(openEnd.body as Buffer, whole.subarray(size - 3))).toBe(0);

  const beyond = await asBytes(get(`bytes=${size}-${size + 10}`)).expect(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  expect((beyond.body as Buffer).length).toBe(0);

  const several = await asBytes(get('bytes=0-1, 10-11')).expect(200);
  expect(Buffer.compare(several.body as Buffer, whole)).toBe(0);
}
