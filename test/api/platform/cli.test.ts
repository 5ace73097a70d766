/** `npm run cli` commands against a real database (docs/architecture.md §4). */
import { spawn } from 'node:child_process';
import { runCli } from '../../../server/cli';
import { createDatabase } from '../../../server/db';
import { verifyPassword } from '../../../server/features/auth/password';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { testEnv } from '../../helpers/server';

describe('CLI', () => {
  let testDb: TestDatabase;
  let env: Record<string, string>;
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);

  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
    env = await testEnv({ DEMO_PASSWORD: 'Demo-Passw0rd!' }, testDb);
  });
  afterAll(() => testDb.drop());
  beforeEach(() => {
    lines.length = 0;
  });

  test('db:migrate applies the migrations, then reports the database up to date', async () => {
    expect(await runCli(['db:migrate'], out, env)).toBe(0);
    expect(lines.join('\n')).toMatch(/Applied: .*accounts/);
    lines.length = 0;
    expect(await runCli(['db:migrate'], out, env)).toBe(0);
    expect(lines).toEqual(['The database is up to date.']);
  });

  test('db:seed loads the demo accounts into an empty database, and never touches one with data', async () => {
    expect(await runCli(['db:seed'], out, env)).toBe(0);
    expect(lines).toEqual(['Demo data loaded.']);
    lines.length = 0;
    expect(await runCli(['db:seed'], out, env)).toBe(0);
    expect(lines).toEqual(['The database already has data; nothing was changed.']);
    const handle = createDatabase(testDb.url);
    try {
      const users = await handle.db
        .selectFrom('userAccount')
        .select(['email', 'role', 'emailConfirmedAt', 'passwordHash'])
        .orderBy('email')
        .execute();
      // The demo pipeline's applicants (applicant1@…) come beside the three demo accounts.
      const named = users.filter((u) => !u.email.startsWith('applicant'));
      expect(named.map((u) => [u.email, u.role, u.emailConfirmedAt !== null])).toEqual([
        ['admin@example.com', 'admin', true],
        ['candidate@example.com', 'candidate', true],
        ['staff@example.com', 'staff', true],
        // The interviews' demo candidate: one interview booked, one proposal pending.
        ['taylor.demo@example.com', 'candidate', true],
      ]);
      expect(await verifyPassword(named[1]!.passwordHash, 'Demo-Passw0rd!')).toBe(true);
      // The pipeline board's demo: applications in every column staff use, some tagged and noted.
      const statuses = await handle.db.selectFrom('jobApplication').select('status').execute();
      expect(new Set(statuses.map((s) => s.status))).toEqual(
        new Set(['Submitted', 'Under review', 'Interview', 'Offer', 'Placed', 'Not selected']),
      );
      expect((await handle.db.selectFrom('applicationTag').select('label').execute()).length).toBeGreaterThan(3);
      expect((await handle.db.selectFrom('applicationNote').select('body').execute()).length).toBeGreaterThan(2);
    } finally {
      await handle.destroy();
    }
  });

  test('user:reset-two-factor turns two-factor off for a locked-out account, and says when there is nothing to do', async () => {
    const email = 'locked-out@example.com';
    const args = ['--password', 'Tr1cky-Passw0rd!', '--first', 'Lou', '--last', 'Locked', '--confirmed'];
    expect(await runCli(['user:create', '--email', email, ...args], out, env)).toBe(0);
    const handle = createDatabase(testDb.url);
    try {
      const { id: userId } = await handle.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const now = Date.now();
      await handle.db
        .insertInto('authFactor')
        .values({ userId, kind: 'totp', secret: 'v1:x:y:z', confirmedAt: now, lastUsedStep: null, createdAt: now })
        .execute();
      await handle.db
        .insertInto('recoveryCode')
        .values({ userId, codeHash: 'a'.repeat(64), usedAt: null, createdAt: now })
        .execute();
      lines.length = 0;
      expect(await runCli(['user:reset-two-factor', '--email', email.toUpperCase()], out, env)).toBe(0);
      expect(lines).toEqual([`Two-factor sign-in is off for <${email}>; the password alone signs in.`]);
      expect(await handle.db.selectFrom('authFactor').select('id').where('userId', '=', userId).execute()).toEqual([]);
      expect(await handle.db.selectFrom('recoveryCode').select('id').where('userId', '=', userId).execute()).toEqual(
        [],
      );
      const audit = await handle.db.selectFrom('auditEvent').select('action').where('userId', '=', userId).execute();
      expect(audit.map((a) => a.action)).toContain('mfa.reset_by_operator');
    } finally {
      await handle.destroy();
    }
    lines.length = 0;
    expect(await runCli(['user:reset-two-factor', '--email', email], out, env)).toBe(0);
    expect(lines).toEqual([`<${email}> had no two-factor sign-in.`]);
    lines.length = 0;
    expect(await runCli(['user:reset-two-factor', '--email', 'nobody@example.com'], out, env)).toBe(1);
    expect(lines).toEqual(['No account has the address nobody@example.com.']);
  });

  test('user:create makes an account with a role; bad input is refused with a message', async () => {
    const args = [
      'user:create',
      '--email',
      'Ops@Example.com',
      '--password',
      'Ops-Passw0rd!',
      '--first',
      'Opal',
      '--last',
      'Smith',
      '--role',
      'admin',
      '--confirmed',
    ];
    expect(await runCli(args, out, env)).toBe(0);
    expect(lines[0]).toMatch(/^Created admin #\d+ <ops@example\.com> \(confirmed\)\.$/);
    lines.length = 0;
    expect(await runCli(args, out, env)).toBe(1);
    expect(lines).toEqual(['A user with email ops@example.com already exists.']);
    lines.length = 0;
    expect(
      await runCli(
        ['user:create', '--email', 'x@example.com', '--password', 'weak', '--first', 'X', '--last', 'Y'],
        out,
        env,
      ),
    ).toBe(1);
    expect(lines).toEqual(['Password must be at least 8 characters long.']);
    lines.length = 0;
    expect(await runCli(['user:create', '--email', 'x@example.com'], out, env)).toBe(1);
    expect(lines).toEqual(['user:create needs --email, --password, --first and --last.']);
    lines.length = 0;
    // The registration name rule: a name that is really a link is refused before anything is stored.
    const linkName = ['--password', 'Strong-Passw0rd!', '--first', 'Visit https://evil.example', '--last', 'Y'];
    expect(await runCli(['user:create', '--email', 'link@example.com', ...linkName], out, env)).toBe(1);
    expect(lines).toEqual(['First name can only contain letters, spaces, apostrophes, hyphens and periods.']);
    lines.length = 0;
    expect(await runCli(['nope'], out, env)).toBe(1);
    expect(lines[0]).toMatch(/^Unknown command: nope/);
  });
});

describe('A CLI process', () => {
  test('db:seed exits when it is done (the file workers it started are stopped)', async () => {
    const testDb = await createTestDatabase();
    try {
      const env = await testEnv({ DEMO_PASSWORD: 'Demo-Passw0rd!' }, testDb);
      const script = `require('./server/cli').runCli(['db:seed']).then((code) => { process.exitCode = code; })`;
      const child = spawn(process.execPath, ['-r', 'esbuild-register', '-e', script], {
        cwd: `${__dirname}/../../..`,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => {
        // Far longer than the seed takes; a process kept alive by a worker never exits on its own.
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, 90_000);
        child.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(output).toContain('Demo data loaded.');
      expect(code).toBe(0);
    } finally {
      await testDb.drop();
    }
  }, 120_000);
});
