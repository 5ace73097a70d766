/** Solves an ALTCHA challenge the way the widget does, for API tests. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';

export async function solvedCaptcha(baseUrl: string): Promise<string> {
  const res = await request(baseUrl).get('/api/captcha/challenge').expect(200);
  const challenge = res.body;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
