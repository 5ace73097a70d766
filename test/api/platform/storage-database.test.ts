/**
 * Files in the database (STORAGE_DRIVER=database): two instances that share only the database serve
 * each other's uploads with no shared folder; a file is written whole or not at all, in chunks,
 * and a damaged chunk is caught by its digest; `storage:migrate` copies a folder's files into the
 * database and checks each one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { runCli } from '../../../server/cli';
import { createDatabase } from '../../../server/db';
import { createDatabaseStorage } from '../../../server/providers/storage/database-storage';
import { createLocalStorage } from '../../../server/providers/storage/local-storage';
import { scannedPdf } from '../../fixtures/pdfs';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { startTestServer, testEnv, type TestServer } from '../../helpers/server';
import { assignSample, PASSWORD } from '../../helpers/documents';

/** Files under `dir`, leaving out the embedded signing CA's folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !path.join(e.parentPath, e.name).includes(`${path.sep}.signing`))
    .map((e) => e.name);
}

describe('Files in the database', () => {
  let testDb: TestDatabase;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const shared = { SESSION_SECRET: randomBytes(32).toString('hex'), STORAGE_DRIVER: 'database' };
    one = await startTestServer(shared, testDb);
    two = await startTestServer(shared, testDb);
    await one.services.auth.createUser({
      email: 'stored@example.com',
      password: PASSWORD,
      firstName: 'Sid',
      lastName: 'Stone',
      confirmed: true,
    });
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await testDb?.drop();
  });

  test('When a signed copy is uploaded through one instance, Then the other serves it, and neither wrote it to its folder', async () => {
    const { id: userId } = await one.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', 'stored@example.com')
      .executeTakeFirstOrThrow();
    const doc = await assignSample(one, userId, { delivery: 'manual' });
    const scan = Buffer.from(await scannedPdf());
    const login = await request(one.url)
      .post('/login')
      .type('form')
      .send({ username: 'stored@example.com', password: PASSWORD })
      .expect(303);
    const cookie = /portal\.sid=[^;]+/.exec(String(login.headers['set-cookie']))![0];
    await request(one.url)
      .put(`/api/documents/${doc.docHandle}.pdf`)
      .set('Cookie', cookie)
      .attach('pdf_signed', scan, 'scan.pdf')
      .expect(200);
    const copy = await request(two.url)
      .get(`/api/documents/${doc.docHandle}.pdf`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(copy.body as Buffer, scan)).toBe(0);
    expect(filesUnder(one.config.storageDir)).toEqual([]);
    expect(filesUnder(two.config.storageDir)).toEqual([]);
  });

  test('When a file of several chunks is written, replaced and damaged, Then reads see whole files and the damage is caught', async () => {
    const storage = createDatabaseStorage(one.database.db);
    const big = randomBytes(2 * 1024 * 1024 + 123);
    await storage.put('test/big.bin', big);
    const chunks = await one.database.db
      .selectFrom('storedFileChunk')
      .select('seq')
      .where('key', '=', 'test/big.bin')
      .execute();
    expect(chunks.map((c) => c.seq)).toEqual([0, 1, 2]);
    expect(Buffer.compare((await storage.get('test/big.bin'))!, big)).toBe(0);
    const small = Buffer.from('a smaller file');
    await storage.put('test/big.bin', small);
    expect((await storage.get('test/big.bin'))!.toString()).toBe('a smaller file');
    await storage.put('test/empty.bin', new Uint8Array(0));
    expect((await storage.get('test/empty.bin'))!.length).toBe(0);
    expect((await storage.list()).map((f) => f.key)).toEqual(
      expect.arrayContaining(['test/big.bin', 'test/empty.bin']),
    );
    await one.database.db
      .updateTable('storedFileChunk')
      .set({ data: Buffer.from('a smaller filf') })
      .where('key', '=', 'test/big.bin')
      .execute();
    await expect(storage.get('test/big.bin')).rejects.toThrow(/does not match its digest/);
    await storage.delete('test/big.bin');
    expect(await storage.get('test/big.bin')).toBeNull();
    expect(
      await one.database.db.selectFrom('storedFileChunk').select('seq').where('key', '=', 'test/big.bin').execute(),
    ).toEqual([]);
    await expect(storage.put('../escape.txt', small)).rejects.toThrow(/invalid storage key/);
  });
});

describe('storage:migrate', () => {
  let testDb: TestDatabase;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-storage-'));
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('When a folder of files is migrated to the database, Then each arrives with its digest, and a second run copies nothing', async () => {
    const local = createLocalStorage(folder);
    const files = { 'resumes/1/a.pdf': randomBytes(1_500_000), 'documents/7/signed.pdf': randomBytes(4_000) };
    for (const [key, bytes] of Object.entries(files)) await local.put(key, bytes);
    const env = { ...(await testEnv({ STORAGE_DIR: folder }, testDb)), STORAGE_DRIVER: 'local' };
    const lines: string[] = [];
    expect(await runCli(['storage:migrate', '--to', 'database'], (l) => lines.push(l), env)).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^Copied 2 files \(1504000 bytes\) to database storage, each SHA-256 checked; 0 were already there/,
    );
    const handle = createDatabase(testDb.url);
    try {
      const database = createDatabaseStorage(handle.db);
      for (const [key, bytes] of Object.entries(files)) {
        const copy = await database.get(key);
        expect(createHash('sha256').update(copy!).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
      }
    } finally {
      await handle.destroy();
    }
    lines.length = 0;
    expect(await runCli(['storage:migrate', '--to', 'database'], (l) => lines.push(l), env)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Copied 0 files .* 2 were already there/);
    expect(await runCli(['storage:migrate', '--to', 'ftp'], (l) => lines.push(l), env)).toBe(1);
    expect(lines.at(-1)).toBe('storage:migrate needs --to database, --to local or --to s3.');
  });
});
