/** A test file's server that delivers its mail to a real in-process SMTP server. */
import { startTestServer, type TestServer } from './server';
import { startSmtp, type TestSmtp } from './smtp';

export interface ServerWithMail {
  server: TestServer;
  smtp: TestSmtp;
}

/**
 * Starts both before the file's tests and stops them after. Each test starts with fresh
 * throttling counters (throttling has stories of its own).
 */
export function useServerWithMail(env: Record<string, string> = {}): ServerWithMail {
  const ctx = {} as ServerWithMail;
  beforeAll(async () => {
    ctx.smtp = await startSmtp();
    ctx.server = await startTestServer({ SMTP_URL: ctx.smtp.url, ...env });
  });
  afterAll(async () => {
    await ctx.server?.stop();
    await ctx.smtp?.stop();
  });
  beforeEach(async () => {
    await ctx.server.database.db.deleteFrom('rateLimit').execute();
  });
  return ctx;
}
