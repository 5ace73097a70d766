import { useTestDatabase } from '../../test/helpers/db';
import { purgeExpired } from './housekeeping';

describe('Housekeeping', () => {
  const database = useTestDatabase();

  test('When rows have expired, Then they are deleted and live ones stay', async () => {
    const now = 1_800_000_000_000;
    const { db } = database.handle;
    await db
      .insertInto('session')
      .values([
        { sid: 'old', userId: null, data: '{}', expiresAt: now - 1 },
        { sid: 'live', userId: null, data: '{}', expiresAt: now + 60_000 },
      ])
      .execute();
    await db
      .insertInto('rateLimit')
      .values([
        { key: 'old', count: 3, resetAt: now - 1 },
        { key: 'live', count: 3, resetAt: now + 1 },
      ])
      .execute();
    await db
      .insertInto('captchaUse')
      .values([
        { key: 'old', expiresAt: now - 1 },
        { key: 'live', expiresAt: now + 1 },
      ])
      .execute();
    const user = await db
      .insertInto('userAccount')
      .values({
        email: 'h@example.com',
        passwordHash: 'x',
        firstName: 'H',
        lastName: 'K',
        role: 'candidate',
        emailConfirmedAt: null,
        edgeCandidateId: null,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('userToken')
      .values([
        {
          userId: user.id,
          kind: 'reset_password',
          tokenHash: 'a'.repeat(64),
          expiresAt: now - 2 * 86_400_000,
          usedAt: null,
          createdAt: now,
        },
        {
          userId: user.id,
          kind: 'reset_password',
          tokenHash: 'b'.repeat(64),
          expiresAt: now + 3_600_000,
          usedAt: null,
          createdAt: now,
        },
      ])
      .execute();

    const doc = await db
      .insertInto('document')
      .values({
        docHandle: 'h'.repeat(40),
        userId: user.id,
        templateId: null,
        delivery: 'electronic',
        formTitle: 'W-4',
        signatureType: 'SIGN',
        keywords: '{}',
        sourceKey: 'templates/x.pdf',
        sourceSha256: 'x',
        status: 'sent',
        isUserActionRequired: 1,
        displayLevel: 0,
        signedKey: null,
        signedSha256: null,
        signedAt: null,
        signedMethod: null,
        isTest: 0,
        createTimestamp: now,
        lastUpdateTimestamp: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ceremony = (name: string, createdAt: number) => ({
      documentId: doc.id,
      userId: user.id,
      tokenHash: name.repeat(64),
      ceremonyHash: null,
      returnUrl: '/onboarding',
      request: '{}',
      expiresAt: createdAt + 300_000,
      openedAt: null,
      ceremonyExpiresAt: null,
      consentedAt: null,
      finishedAt: null,
      outcome: null,
      createdAt,
    });
    // Every signing link makes a row: a day on, the ceremony is long over.
    await db
      .insertInto('esignSession')
      .values([ceremony('c', now - 2 * 86_400_000), ceremony('d', now - 3_600_000)])
      .execute();

    await purgeExpired(db, now);

    expect((await db.selectFrom('session').select('sid').execute()).map((r) => r.sid)).toEqual(['live']);
    expect((await db.selectFrom('rateLimit').select('key').execute()).map((r) => r.key)).toEqual(['live']);
    expect((await db.selectFrom('captchaUse').select('key').execute()).map((r) => r.key)).toEqual(['live']);
    expect((await db.selectFrom('userToken').select('tokenHash').execute()).map((r) => r.tokenHash)).toEqual([
      'b'.repeat(64),
    ]);
    expect((await db.selectFrom('esignSession').select('tokenHash').execute()).map((r) => r.tokenHash)).toEqual([
      'd'.repeat(64),
    ]);
  });
});
