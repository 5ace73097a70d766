/** Self-hosted proof of work: works offline, no third party sees the visitor. */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { CaptchaProvider } from './captcha.types';

const CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';
/** Work per attempt and the range of attempts: about a second in a browser worker. */
export const ALTCHA_WORK = { cost: 20, counterMin: 5_000, counterMax: 25_000 };
/** WORK_FACTORS=test only (production refuses it): the same proof, a few milliseconds to find. */
const TEST_WORK = { cost: 1, counterMin: 50, counterMax: 200 };

interface AltchaPayload {
  challenge: Parameters<typeof verifySolution>[0]['challenge'];
  solution: Parameters<typeof verifySolution>[0]['solution'];
}

function parsePayload(response: string): AltchaPayload | null {
  try {
    const value = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && 'challenge' in value && 'solution' in value)
      return value as AltchaPayload;
  } catch {
    // not base64 JSON
  }
  return null;
}

export function altchaProvider(options: {
  db: Db;
  hmacKey: string;
  clock: Clock;
  workFactors?: 'standard' | 'test';
}): CaptchaProvider {
  const { db, clock } = options;
  const work = options.workFactors === 'test' ? TEST_WORK : ALTCHA_WORK;
  const hmacSignatureSecret = options.hmacKey;
  const hmacKeySignatureSecret = sha256Hex(`altcha-key:${options.hmacKey}`);

  return {
    name: 'altcha',
    async challenge() {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.counterMin, work.counterMax),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(clock() + CHALLENGE_TTL_MS),
        data: { challengeId: randomToken() },
      });
    },

    async verify(response) {
      const payload = parsePayload(response);
      if (!payload) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      const expiresAt = Number(payload.challenge.parameters.expiresAt ?? 0) * 1000;
      if (!verified || expiresAt <= clock()) return false;
      // Single use: the signed challenge id may be recorded once (the primary key decides races).
      const id = String(payload.challenge.parameters.data?.challengeId ?? payload.challenge.parameters.nonce);
      try {
        await db
          .insertInto('captchaUse')
          .values({ key: sha256Hex(id), expiresAt })
          .execute();
      } catch {
        return false;
      }
      await db.deleteFrom('captchaUse').where('expiresAt', '<', clock()).execute();
      return true;
    },
  };
}
