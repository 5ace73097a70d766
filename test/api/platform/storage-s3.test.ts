/**
 * Files in an S3 bucket (STORAGE_DRIVER=s3), against s3rver (an S3-protocol server in Node, on
 * 127.0.0.1 with a folder of its own): the driver's reads, writes, listing and byte ranges beside
 * the folder's and the database's; uploads and downloads through the portal, whole and in ranges;
 * `storage:migrate` into the bucket and out of it, each copy checked.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { runCli } from '../../../server/cli';
import { ConfigError, loadConfig } from '../../../server/config';
import { createDatabase } from '../../../server/db';
import { createDatabaseStorage } from '../../../server/providers/storage/database-storage';
import { createLocalStorage } from '../../../server/providers/storage/local-storage';
import { createS3Storage, type S3Settings } from '../../../server/providers/storage/s3-storage';
import type { FileStorage } from '../../../server/providers/storage/storage.types';
import { scannedPdf } from '../../fixtures/pdfs';
import { resumePdf } from '../../fixtures/resumes';
import { expectByteRanges } from '../../helpers/byte-ranges';
import { createTestDatabase, type TestDatabase, useTestDatabase } from '../../helpers/db';
import { startTestServer, testEnv, type TestServer } from '../../helpers/server';
import { assignSample, signedInUser } from '../../helpers/documents';

const BUCKET = 'portal-files';
const MIGRATION_BUCKET = 'portal-migrated';
const CHUNK = 1024 * 1024;

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let s3rver: S3rver;
let s3Env: Record<string, string>;
let settings: S3Settings;
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [BUCKET, MIGRATION_BUCKET].map((name) => ({ name, configs: [] })),
  });
  const { port } = await s3rver.run();
  // s3rver accepts its own fixed key pair.
  s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  settings = loadConfig(await testEnv({ ...s3Env, STORAGE_DRIVER: 's3' })).s3!;
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

test('When STORAGE_DRIVER=s3 lacks its bucket, its region or one of its keys, Then the configuration is refused and says what is missing', async () => {
  const env = await testEnv({ ...s3Env, STORAGE_DRIVER: 's3' });
  expect(() => loadConfig({ ...env, S3_BUCKET: '', S3_REGION: '' })).toThrow(
    new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET and S3_REGION.'),
  );
  expect(() => loadConfig({ ...env, S3_REGION: '' })).toThrow(/S3_BUCKET and S3_REGION go together/);
  expect(() => loadConfig({ ...env, S3_SECRET_ACCESS_KEY: '' })).toThrow(
    /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
  );
  expect(() => loadConfig({ ...env, S3_ENDPOINT: 'minio:9000' })).toThrow(
    /S3_ENDPOINT: must be an http\(s\):\/\/ address/,
  );
  // Without keys the SDK finds its own credentials (an instance role); AWS itself needs no endpoint.
  const { s3 } = loadConfig({ ...env, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_ENDPOINT: '' });
  expect(s3).toMatchObject({ endpoint: undefined, accessKeyId: undefined, bucket: BUCKET, forcePathStyle: true });
});

describe('The storage drivers', () => {
  const database = useTestDatabase();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-local-storage-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('When a file is written to the folder, the database or the bucket, Then each reads it whole, by its size and in ranges, lists and deletes it', async () => {
    const drivers: [string, FileStorage][] = [
      ['local', createLocalStorage(folder)],
      ['database', createDatabaseStorage(database.handle.db)],
      ['s3', createS3Storage(settings)],
    ];
    const big = randomBytes(2 * CHUNK + 123);
    for (const [name, storage] of drivers) {
      await storage.put('test/big.bin', big);
      await storage.put('test/empty.bin', new Uint8Array(0));
      expect([name, await storage.stat('test/big.bin')]).toEqual([name, { size: big.length }]);
      expect(await storage.stat('test/empty.bin')).toEqual({ size: 0 });
      expect(sha256((await storage.get('test/big.bin'))!)).toBe(sha256(big));
      expect(sha256(await bytesOf(await storage.stream('test/big.bin')))).toBe(sha256(big));
      expect((await bytesOf(await storage.stream('test/empty.bin'))).length).toBe(0);
      // Ranges inside a chunk, across chunks (a database chunk is 1 MiB) and at the very end (not
      // bytes=0-0, which s3rver answers with the whole object).
      for (const [start, end] of [
        [0, 1],
        [10, 99],
        [CHUNK - 5, CHUNK + 5],
        [CHUNK - 1, 2 * CHUNK],
        [2 * CHUNK + 100, 2 * CHUNK + 122],
      ] as const) {
        const part = await bytesOf(await storage.stream('test/big.bin', { start, end }));
        expect([name, start, Buffer.compare(part, big.subarray(start, end + 1))]).toEqual([name, start, 0]);
      }
      expect((await storage.list()).map((f) => f.key)).toEqual(
        expect.arrayContaining(['test/big.bin', 'test/empty.bin']),
      );
      await storage.delete('test/big.bin');
      await storage.delete('test/big.bin');
      expect(await storage.get('test/big.bin')).toBeNull();
      expect(await storage.stat('test/big.bin')).toBeNull();
      expect(await storage.stream('test/big.bin')).toBeNull();
      await expect(storage.put('../escape.txt', big)).rejects.toThrow(/invalid storage key/);
      await expect(storage.stream('Test/Upper.bin')).rejects.toThrow(/invalid storage key/);
      expect(await storage.removeTemporaries(Date.now() + 60_000)).toEqual([]);
    }
  });

  test('When the bucket holds objects under names the portal never makes, Then they are not listed as its files', async () => {
    const client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'Someone Else/notes.txt', Body: 'x' }));
    client.destroy();
    const storage = createS3Storage(settings);
    await storage.put('test/ours.pdf', Buffer.from('%PDF-'));
    const keys = (await storage.list()).map((f) => f.key);
    expect(keys).toContain('test/ours.pdf');
    expect(keys).not.toContain('Someone Else/notes.txt');
    await storage.delete('test/ours.pdf');
  });

  test('When a database file is damaged, Then streaming it whole fails instead of ending as if it were complete', async () => {
    const storage = createDatabaseStorage(database.handle.db);
    await storage.put('test/damaged.bin', Buffer.from('twelve bytes'));
    await database.handle.db
      .updateTable('storedFileChunk')
      .set({ data: Buffer.from('twelve bytez') })
      .where('key', '=', 'test/damaged.bin')
      .execute();
    await expect(bytesOf(await storage.stream('test/damaged.bin'))).rejects.toThrow(/does not match its digest/);
  });
});

describe('The portal on S3 storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...s3Env, STORAGE_DRIVER: 's3' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('When a résumé is uploaded, Then it lands in the bucket, downloads whole and in ranges, and deleting it removes the object', async () => {
    const { agent } = await signedInUser(server, 'robin.bucket@example.com');
    const pdf = Buffer.from(await resumePdf());
    await agent.put('/api/me/resume').attach('resume', pdf, { filename: 'cv.pdf', contentType: 'application/pdf' });
    const { storageKey } = await server.database.db.selectFrom('resume').select('storageKey').executeTakeFirstOrThrow();
    const bucket = createS3Storage(settings);
    expect(sha256((await bucket.get(storageKey))!)).toBe(sha256(pdf));
    await expectByteRanges((range) => {
      const get = agent.get('/api/me/resume/file');
      return range ? get.set('Range', range) : get;
    }, pdf);
    await agent.delete('/api/me/resume').expect(200);
    expect(await bucket.stat(storageKey)).toBeNull();
    await agent.get('/api/me/resume/file').expect(404);
  });

  test('When a hard copy is uploaded, Then the signed copy downloads from the bucket whole and in ranges', async () => {
    const { id, agent } = await signedInUser(server, 'casey.bucket@example.com');
    const doc = await assignSample(server, id, { delivery: 'manual' });
    const scan = Buffer.from(await scannedPdf());
    await agent.put(`/api/documents/${doc.docHandle}.pdf`).attach('pdf_signed', scan, 'scan.pdf').expect(200);
    await expectByteRanges((range) => {
      const get = agent.get(`/api/documents/${doc.docHandle}.pdf`);
      return range ? get.set('Range', range) : get;
    }, scan);
  });
});

describe('storage:migrate with S3', () => {
  let testDb: TestDatabase;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-s3-'));
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('When a folder is migrated to the bucket and the bucket to the database, Then every file arrives with its digest', async () => {
    const files = { 'resumes/1/a.pdf': randomBytes(1_500_000), 'documents/7/signed.pdf': randomBytes(4_000) };
    const local = createLocalStorage(folder);
    for (const [key, bytes] of Object.entries(files)) await local.put(key, bytes);
    const env = await testEnv({ ...s3Env, S3_BUCKET: MIGRATION_BUCKET, STORAGE_DIR: folder }, testDb);
    const lines: string[] = [];
    const run = (to: string, driver: string) =>
      runCli(['storage:migrate', '--to', to], (l) => lines.push(l), { ...env, STORAGE_DRIVER: driver });

    expect(await run('s3', 'local')).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^Copied 2 files \(1504000 bytes\) to s3 storage, each SHA-256 checked; 0 were already/,
    );
    const bucket = createS3Storage({ ...settings, bucket: MIGRATION_BUCKET });
    for (const [key, bytes] of Object.entries(files)) expect(sha256((await bucket.get(key))!)).toBe(sha256(bytes));
    expect(await run('s3', 'local')).toBe(0);
    expect(lines.at(-1)).toMatch(/^Copied 0 files .* 2 were already there/);

    expect(await run('database', 's3')).toBe(0);
    expect(lines.at(-1)).toMatch(/^Copied 2 files \(1504000 bytes\) to database storage/);
    const handle = createDatabase(testDb.url);
    try {
      const database = createDatabaseStorage(handle.db);
      for (const [key, bytes] of Object.entries(files)) expect(sha256((await database.get(key))!)).toBe(sha256(bytes));
    } finally {
      await handle.destroy();
    }

    const noBucket = { ...env, S3_BUCKET: '', S3_REGION: '', STORAGE_DRIVER: 'local' };
    expect(await runCli(['storage:migrate', '--to', 's3'], (l) => lines.push(l), noBucket)).toBe(1);
    expect(lines.at(-1)).toMatch(/^storage:migrate --to s3 needs S3_BUCKET and S3_REGION/);
  });
});
