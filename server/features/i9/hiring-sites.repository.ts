/** SQL of the hiring sites' changes (their list and insert are in i9.repository.ts). */
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';

export function createHiringSiteRepository(db: Kysely<Database>) {
  return {
    async updateSite(trx: Kysely<Database>, id: number, values: Updateable<Database['hiringSite']>): Promise<void> {
      await trx.updateTable('hiringSite').set(values).where('id', '=', id).execute();
    },
    /** Another site of this name, whatever its case (two sites of one name could not be told apart). */
    siteNamed(name: string, except: number | null, executor: Kysely<Database> = db) {
      let query = executor
        .selectFrom('hiringSite')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (except !== null) query = query.where('id', '<>', except);
      return query.executeTakeFirst();
    },
  };
}
