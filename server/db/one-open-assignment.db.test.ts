/** The migration that makes one open document per candidate and template a database fact. */
import { sql } from 'kysely';
import { useTestDatabase } from '../../test/helpers/db';
import { isUniqueViolation } from '../lib/db-errors';
import { down, up } from './migrations/2026-11-29-0039-one-open-assignment';

describe('One open document per candidate and template', () => {
  const database = useTestDatabase();

  test('When duplicates were written before the rule, Then the migration keeps the one furthest along, cancels the others with a reason, and refuses a new one', async () => {
    const { db } = database.handle;
    const now = 1_800_000_000_000;
    // As the database was before the rule.
    await down(db);
    const { id: userId } = await db
      .insertInto('userAccount')
      .values({
        email: 'twice@example.com',
        passwordHash: 'x',
        firstName: 'Twice',
        lastName: 'Assigned',
        role: 'candidate',
        emailConfirmedAt: now,
        edgeCandidateId: null,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: templateId } = await db
      .insertInto('documentTemplate')
      .values({
        formTitle: 'W-4',
        signatureType: 'SIGN',
        keywords: '{}',
        storageKey: 'templates/w4.pdf',
        sha256: 'a'.repeat(64),
        pageCount: 1,
        createdAt: now,
        fields: null,
        createdBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const document = async (handleChar: string, values: { status: string; signedKey: string | null }) =>
      (
        await db
          .insertInto('document')
          .values({
            docHandle: handleChar.repeat(40),
            userId,
            templateId,
            delivery: 'electronic',
            formTitle: 'W-4',
            signatureType: 'SIGN',
            keywords: '{}',
            sourceKey: 'templates/w4.pdf',
            sourceSha256: 'a'.repeat(64),
            isUserActionRequired: 1,
            displayLevel: 0,
            signedSha256: null,
            signedAt: null,
            signedMethod: null,
            isTest: 0,
            createTimestamp: now,
            lastUpdateTimestamp: now,
            dueAt: null,
            assignedBy: null,
            cancelledAt: null,
            cancelledBy: null,
            ...values,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const done = await document('0', { status: 'completed', signedKey: 'signed/done.pdf' });
    const oldest = await document('1', { status: 'sent', signedKey: null });
    const uploaded = await document('2', { status: 'sent', signedKey: 'signed/waiting.pdf' });
    const newest = await document('3', { status: 'delivered', signedKey: null });

    await up(db);

    const rows = await db
      .selectFrom('document')
      .select(['id', 'cancelledAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.cancelledAt === null ? 'kept' : 'cancelled'])).toEqual([
      [done, 'kept'],
      [oldest, 'cancelled'],
      [uploaded, 'kept'],
      [newest, 'cancelled'],
    ]);
    const events = await db
      .selectFrom('documentEvent')
      .select(['documentId', 'event', 'detail'])
      .where('documentId', 'in', [oldest, newest])
      .orderBy('documentId')
      .execute();
    expect(events.map((e) => [e.documentId, e.event, JSON.parse(e.detail!)])).toEqual([
      [oldest, 'cancelled', { reason: 'assigned twice', kept: uploaded }],
      [newest, 'cancelled', { reason: 'assigned twice', kept: uploaded }],
    ]);
    const again = await document('4', { status: 'sent', signedKey: null }).catch((err: unknown) => err);
    expect(isUniqueViolation(again)).toBe(true);
    // A completed one does not count: the same template may be assigned again once it is done.
    await sql`update document set status = 'completed' where id = ${uploaded}`.execute(db);
    await document('5', { status: 'sent', signedKey: null });
  });
});
