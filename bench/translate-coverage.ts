import Table from 'cli-table3';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DbOrTx } from '../apps/server/src/db/client';
import { seedDictionaries } from '../apps/server/src/repositories/translate-seed';
import {
  proposeAttackNames,
  proposeNames,
  proposeRarities,
} from '../apps/server/src/repositories/translate-apply';
import { benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';

/**
 * How much Korean data the seeded dictionaries propose on the real catalogue (decision 036): cards with
 * a Korean name (a Korean record or a proposal), a Korean rarity and Korean attack/ability names, before
 * and after 사전 적용. Runs on the benchmark database (PostgreSQL, carddogam_bench) inside a transaction
 * that is rolled back, so it can be run again with the same result.
 *   npx tsx bench/translate-coverage.ts
 */

interface Coverage {
  cards: number;
  name: number;
  rarity: number;
  attacks: number;
}

async function coverage(db: DbOrTx): Promise<Coverage> {
  const [row] = await queryRows<Coverage>(
    db,
    sql`select
          count(*)::int as cards,
          count(*) filter (where btrim(coalesce(k.name, '')) <> '' or s.card_id is not null)::int as name,
          count(*) filter (where btrim(coalesce(k.rarity, '')) <> ''
            or exists (select 1 from card_kr_part_suggestion p
                       where p.card_id = e.id and p.kind = 'rarity'))::int as rarity,
          count(*) filter (where exists (select 1 from card_attack a where a.card_id = e.id and a.nation = 'kr')
            or exists (select 1 from card_kr_part_suggestion p
                       where p.card_id = e.id and p.kind in ('attack', 'ability')))::int as attacks
        from card_en e
        left join card_kr k on k.card_id = e.id
        left join card_kr_name_suggestion s on s.card_id = e.id
        where e.deleted_at is null`,
  );
  return row!;
}

class RollBack extends Error {}

await prepareCatalogue('postgres');
const database = await openDatabase({ url: benchPostgresUrl(), poolSize: 2 });
const table = new Table({
  head: ['', 'cards', 'Korean name', 'Korean rarity', 'Korean attack/ability names'],
});
try {
  await database.db.transaction(async (tx) => {
    const before = await coverage(tx);
    const seeded = await seedDictionaries(tx);
    const started = performance.now();
    await proposeNames(tx);
    await proposeRarities(tx);
    await proposeAttackNames(tx);
    const applySeconds = (performance.now() - started) / 1000;
    const after = await coverage(tx);
    const row = (label: string, c: Coverage) => [label, c.cards, c.name, c.rarity, c.attacks];
    table.push(row('before 사전 적용', before), row('after 사전 적용', after), [
      'gained',
      '',
      after.name - before.name,
      after.rarity - before.rarity,
      after.attacks - before.attacks,
    ]);
    console.log(table.toString());
    console.log(`dictionary entries seeded now: ${JSON.stringify(seeded)}`);
    console.log(`사전 적용 took ${applySeconds.toFixed(1)} s (three statements)`);
    throw new RollBack();
  });
} catch (err) {
  if (!(err instanceof RollBack)) throw err;
} finally {
  await database.close();
}
