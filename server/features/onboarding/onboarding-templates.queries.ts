/** Templates' settings and order, and packets of templates. */
import type { Updateable } from 'kysely';
import type { Db } from '../../db';
import type { DocumentTemplateTable } from '../../db/schema';

export function listTemplates(db: Db) {
  return db.selectFrom('documentTemplate').selectAll().orderBy('displayLevel').orderBy('id').execute();
}

/** Where a new template goes: after every other one. */
export async function nextDisplayLevel(db: Db): Promise<number> {
  const row = await db
    .selectFrom('documentTemplate')
    .select((eb) => eb.fn.max('displayLevel').as('last'))
    .executeTakeFirst();
  return Math.min(999, Number(row?.last ?? 0) + 1);
}

/** Numbers the templates 1, 2, 3… in the given order, in one transaction. */
export async function setTemplateOrder(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries())
      await trx
        .updateTable('documentTemplate')
        .set({ displayLevel: Math.min(999, i + 1) })
        .where('id', '=', id)
        .execute();
  });
}

export function findTemplate(db: Db, id: number) {
  return db.selectFrom('documentTemplate').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateTemplate(db: Db, id: number, values: Updateable<DocumentTemplateTable>): Promise<void> {
  await db.updateTable('documentTemplate').set(values).where('id', '=', id).execute();
}

export async function insertPacket(db: Db, name: string, templateIds: number[], now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('documentPacket')
      .values({ name, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('documentPacketTemplate')
      .values(templateIds.map((templateId, position) => ({ packetId: id, templateId, position })))
      .execute();
    return id;
  });
}

export function findPacketByName(db: Db, name: string) {
  return db.selectFrom('documentPacket').select('id').where('name', '=', name).executeTakeFirst();
}

export async function listPackets(db: Db) {
  const [packets, members] = await Promise.all([
    db.selectFrom('documentPacket').selectAll().orderBy('name').execute(),
    db.selectFrom('documentPacketTemplate').selectAll().orderBy('position').execute(),
  ]);
  return packets.map((p) => ({
    id: p.id,
    name: p.name,
    templateIds: members.filter((m) => m.packetId === p.id).map((m) => m.templateId),
  }));
}
