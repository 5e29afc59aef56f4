import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';

/**
 * Builds the GIN and GiST indexes of the given tables after a bulk load instead of during it. Keeping the
 * trigram and array indexes current row by row was about a third of the first import; one build at the end
 * is a fraction of that. The b-tree indexes stay, as the load itself looks cards up through them, except on
 * the tables given as `writtenWhole`: those are filled by one statement at the end of the load (card_search),
 * read by nothing before, so all their indexes but the constraints' (the primary key its upsert needs) are
 * built after it too.
 *
 * Call it only inside the transaction that does the load: the indexes are dropped and built again in that
 * transaction, so a failure or a crash at any point rolls back to the tables with every index in place.
 * DROP INDEX holds the tables' exclusive locks until the commit, so readers wait for the load.
 */
export async function withIndexesBuiltAfter<T>(
  tx: Tx,
  tables: { ginGistOf: readonly string[]; writtenWhole: readonly string[] },
  load: () => Promise<T>,
  onBuilt: (done: number, total: number, index: string) => void = () => undefined,
): Promise<T> {
  // Read from the catalogue rather than listed here, so that an index a later migration adds is kept too.
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        join pg_am a on a.oid = c.relam
        where pg_table_is_visible(t.oid)
          and (t.relname = any(string_to_array(${tables.writtenWhole.join(',')}, ','))
            or (t.relname = any(string_to_array(${tables.ginGistOf.join(',')}, ','))
              and a.amname in ('gin', 'gist')))
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
        order by c.relname`,
  );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  let built = 0;
  for (const index of indexes) {
    await tx.execute(sql.raw(index.definition));
    onBuilt(++built, indexes.length, index.name);
  }
  return result;
}
