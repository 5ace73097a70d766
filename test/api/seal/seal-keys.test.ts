/**
 * The seal key's loading rules: the employer's PKCS#12 in the modern and the legacy (RC2/3DES)
 * format, a refusal to start on a certificate outside its validity, a warning 30 days before
 * its end, and one embedded CA per database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ConfigError, loadConfig } from '../../../server/config';
import { SealConfigError } from '../../../server/providers/seal/identity';
import { SIGNING_CA_PATH } from '../../../common/seal';
import { makeEcP12, makeP12, p12Info } from '../../fixtures/p12';
import { createTestDatabase } from '../../helpers/db';
import { startTestServer, testEnv } from '../../helpers/server';
import { pdfsig } from '../../helpers/pdfsig';
import { signDocument, signedInUser } from '../../helpers/documents';

const DAY = 86_400_000;
const PASSWORD = 'p12 pass phrase';

/** Runs the server as production does (its own process) and answers how it ended. */
function runServerProcess(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../../server/index.ts')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // A server that starts anyway is a failure of this rule: stopped after a while.
    const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('The seal key', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seal-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('When SIGNING_P12 holds an expired certificate, Then the server refuses to start and says why', async () => {
    const expired = await makeP12({
      commonName: 'Acme Old Seal',
      notBefore: new Date(Date.now() - 400 * DAY),
      notAfter: new Date(Date.now() - 2 * DAY),
      password: PASSWORD,
    });
    const env = await testEnv({
      DATABASE_URL: `sqlite:${path.join(dir, 'expired.db')}`,
      SIGNING_P12: expired.toString('base64'),
      SIGNING_P12_PASSWORD: PASSWORD,
    });
    const ended = await runServerProcess(env);
    expect(ended.code).toBe(1);
    const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    expect(ended.output).toContain(
      `The signing certificate in SIGNING_P12 (Acme Old Seal, Acme Staffing) expired on ${day}. Every seal made with it would be invalid`,
    );
    rmSync(env.STORAGE_DIR, { recursive: true, force: true });
  }, 60_000);

  test('When the certificate is not valid yet or the password is wrong, Then the start is refused with those reasons', async () => {
    const future = await makeP12({
      commonName: 'Acme Future Seal',
      notBefore: new Date(Date.now() + 10 * DAY),
      notAfter: new Date(Date.now() + 400 * DAY),
      password: PASSWORD,
    });
    await expect(
      startTestServer({ SIGNING_P12: future.toString('base64'), SIGNING_P12_PASSWORD: PASSWORD }),
    ).rejects.toThrow(/Acme Future Seal, Acme Staffing\) is not valid before/);
    await expect(
      startTestServer({ SIGNING_P12: future.toString('base64'), SIGNING_P12_PASSWORD: 'wrong' }),
    ).rejects.toThrow(new SealConfigError('SIGNING_P12_PASSWORD does not open SIGNING_P12 (the password is wrong).'));
    await expect(startTestServer({ SIGNING_P12: path.join(dir, 'missing.p12') })).rejects.toThrow(
      /SIGNING_P12 is neither a readable file nor a base64-encoded PKCS#12 file/,
    );
  });

  test('When SIGNING_P12 is a legacy RC2/3DES file, Then it loads and seals a document that pdfsig accepts', async () => {
    const legacy = await makeP12({
      commonName: 'Acme HR Seal',
      notBefore: new Date(Date.now() - DAY),
      notAfter: new Date(Date.now() + 365 * DAY),
      password: PASSWORD,
      legacy: true,
    });
    expect(await p12Info(legacy, PASSWORD)).toMatch(/pbeWithSHA1And40BitRC2-CBC/);
    const file = path.join(dir, 'legacy.p12');
    writeFileSync(file, legacy);
    const server = await startTestServer({ SIGNING_P12: file, SIGNING_P12_PASSWORD: PASSWORD });
    try {
      const casey = await signedInUser(server, 'casey@example.com');
      const { pdf } = await signDocument(server, casey, 'Offer Letter');
      const { signatures } = await pdfsig(pdf);
      expect(signatures).toEqual([
        expect.objectContaining({ valid: true, totalDocument: true, commonName: 'Acme HR Seal' }),
      ]);
      // A self-signed certificate is its own root: that is what readers are asked to trust.
      const ca = await request(server.url).get(SIGNING_CA_PATH).expect(200);
      expect(ca.text).toMatch(/^-----BEGIN CERTIFICATE-----/);
      expect((await request(server.url).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    } finally {
      await server.stop();
    }
  });

  test('When SIGNING_P12 holds an ECDSA key, Then it seals as well, and /verify vouches for its seals', async () => {
    const ec = await makeEcP12({ commonName: 'Acme EC Seal', password: PASSWORD });
    const server = await startTestServer({ SIGNING_P12: ec.toString('base64'), SIGNING_P12_PASSWORD: PASSWORD });
    try {
      const casey = await signedInUser(server, 'casey@example.com');
      const { pdf } = await signDocument(server, casey, 'Timesheet Policy');
      expect((await pdfsig(pdf)).signatures).toEqual([
        expect.objectContaining({ valid: true, totalDocument: true, commonName: 'Acme EC Seal' }),
      ]);
      // The certificate it seals with is its own trust anchor: /verify there vouches for the file.
      const verified = await request(server.url).post('/api/verify').attach('pdf', pdf, 'timesheet.pdf').expect(200);
      expect(verified.body).toMatchObject({
        verdict: 'sealed-here',
        signatures: [expect.objectContaining({ ourCa: true })],
      });
    } finally {
      await server.stop();
    }
  });

  test('When the modern (AES-256) P12 expires within 30 days, Then it loads and /healthz warns', async () => {
    const soon = await makeP12({
      commonName: 'Acme Seal 2026',
      notBefore: new Date(Date.now() - 300 * DAY),
      notAfter: new Date(Date.now() + 12 * DAY + 3_600_000),
      password: PASSWORD,
    });
    expect(await p12Info(soon, PASSWORD)).toMatch(/AES-256-CBC/);
    const server = await startTestServer({ SIGNING_P12: soon.toString('base64'), SIGNING_P12_PASSWORD: PASSWORD });
    try {
      const health = (await request(server.url).get('/healthz').expect(200)).body;
      expect(health.status).toBe('ok');
      expect(health.warnings).toEqual([
        expect.stringMatching(
          /^The signing certificate Acme Seal 2026, Acme Staffing expires on \d{4}-\d{2}-\d{2} \(in 13 days\)\.$/,
        ),
      ]);
    } finally {
      await server.stop();
    }
  });

  test('When TSA_URL is not an http(s) address or SIGNING_P12_PASSWORD comes alone, Then the configuration is refused', () => {
    expect(() => loadConfig({ TSA_URL: 'ftp://tsa.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ TSA_URLS: 'https://a.example, nonsense' })).toThrow(/TSA_URL and TSA_URLS must be http/);
    expect(() => loadConfig({ SIGNING_P12_PASSWORD: 'x' })).toThrow(
      /SIGNING_P12_PASSWORD is set but SIGNING_P12 is not/,
    );
    expect(
      loadConfig({ TSA_URL: 'https://a.example/tsa', TSA_URLS: 'https://b.example/tsa https://a.example/tsa' }).signing
        .tsaUrls,
    ).toEqual(['https://a.example/tsa', 'https://b.example/tsa']);
  });

  test('When a second production instance on the same database lacks the embedded CA, Then it refuses to start; sharing STORAGE_DIR works', async () => {
    const testDb = await createTestDatabase();
    const shared = mkdtempSync(path.join(os.tmpdir(), 'seal-shared-'));
    const production = { NODE_ENV: 'production', STORAGE_DIR: shared };
    const first = await startTestServer(production, testDb);
    const second = await startTestServer(production, testDb);
    try {
      const a = await request(first.url).get(SIGNING_CA_PATH).expect(200);
      const b = await request(second.url).get(SIGNING_CA_PATH).expect(200);
      expect(b.text).toBe(a.text);
      await expect(startTestServer({ NODE_ENV: 'production' }, testDb)).rejects.toThrow(
        /is not the one this database already seals with\. Give every instance the same STORAGE_DIR/,
      );
    } finally {
      await second.stop();
      await first.stop();
      await testDb.drop();
    }
  });
});
