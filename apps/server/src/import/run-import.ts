import { getTableName, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/client';
import {
  cardAbility,
  cardAttack,
  cardEn,
  cardJp,
  cardKr,
  cardKrNameSuggestion,
  cardResistance,
  cardSearch,
  cardWeakness,
} from '../db/schema/index';
import { refreshCardSearch } from '../repositories/card-search';
import { seedDictionaries } from '../repositories/translate-seed';
import { finishImportRun, startImportRun } from '../repositories/import-runs';
import { findLinkProposals } from '../services/card-link-finder';
import { addCounts, emptyCounts, type WriteCounts } from './card-writer';
import { planCatalogue, type SkippedRecord } from './catalogue-plan';
import { withIndexesBuiltAfter } from './deferred-indexes';
import { KoreanNamer, loadSpecies } from './korean-names';
import { suggestFromKoreanPrints } from './name-dictionary';
import { asiaSetRows, englishSetRows, writeReference } from './reference-seed';
import { writeAsiaSet, writeEnglishSet, type SetWriteContext } from './set-writes';
import { resolveSource, type CatalogueSource } from './sources';

export type { SkippedRecord } from './catalogue-plan';

export interface EditionSummary extends WriteCounts {
  /** Valid records read from the source. */
  read: number;
  /** Prints linked to an English card (jp, kr). */
  linked: number;
  /** Prints that became a card of their own (no certain English match). */
  ownCards: number;
}

export interface ImportSummary {
  source: CatalogueSource;
  editions: Record<'en' | 'jp' | 'kr', EditionSummary>;
  /** Cards that carry an unconfirmed Korean name suggestion, and how many of those changed in this run. */
  suggestions: { total: number; changed: number };
  skipped: SkippedRecord[];
  /** True when the card tables were empty and the whole catalogue was loaded in one transaction. */
  firstLoad: boolean;
  seconds: number;
}

/**
 * The stages of an import in the order they run. en, jp and kr count records (of all the sets of that
 * edition) with the set being written as label; indexes and search run only on the first load.
 */
export type ImportPhase = 'read' | 'reference' | 'en' | 'jp' | 'kr' | 'names' | 'search' | 'indexes';

export interface ImportProgress {
  phase: ImportPhase;
  done: number;
  total: number;
  label?: string;
}

export interface ImportOptions {
  /** Called as each stage starts and advances; a throw aborts the import like any failed write. */
  onProgress?: (progress: ImportProgress) => void;
}

/** The card tables an import writes, card_search included. */
const CATALOGUE_TABLES = [
  cardEn,
  cardJp,
  cardKr,
  cardAbility,
  cardAttack,
  cardWeakness,
  cardResistance,
  cardKrNameSuggestion,
  cardSearch,
].map(getTableName);

/**
 * The first load writes consecutive sets together, about this many cards a statement: it is one
 * transaction either way, and a set holds 120 cards on average, so set by set it sent ten times as many
 * statements, each with its own round trip and plan (the English sets: 8.1 s set by set).
 */
const FIRST_LOAD_CARDS_PER_WRITE = 1000;

/**
 * The sets in their order, consecutive ones joined until a group holds at least `minCards` (1: every set
 * alone, which later imports need, each set in its own transaction). A group is labelled by its last set,
 * which tells the progress bar how far the writes have come.
 */
export function setGroups<T>(
  bySet: ReadonlyMap<string, T[]>,
  minCards: number,
): Array<{ label: string; items: T[] }> {
  const groups: Array<{ label: string; items: T[] }> = [];
  let items: T[] = [];
  let last = '';
  for (const [setId, setItems] of bySet) {
    items = items.concat(setItems);
    last = setId;
    if (items.length >= minCards) {
      groups.push({ label: setId, items });
      items = [];
    }
  }
  if (items.length > 0) groups.push({ label: last, items });
  return groups;
}

/** First key of the advisory lock that lets one process at a time make the first load ('CIMP'). */
const IMPORT_LOCK_SPACE = 0x43494d50;

/**
 * A transaction of the import. JIT compilation is off in it: PostgreSQL's cost estimate of a set's
 * card_search rebuild passes the JIT threshold, and compiling that statement took longer than running it
 * (without JIT the English sets' rebuilds took 12 s of database time instead of 20 s).
 */
function importTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return work(tx);
  });
}

/** Runs the writes of one set (or of the dictionary names) and returns what they did. */
type SetRunner = <T extends { changedCards: string[] }>(write: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Imports (or refreshes) the card catalogue from a data folder. Idempotent: records whose source is
 * unchanged are not written again, and records edited by staff are never overwritten.
 *
 * Into empty card tables the whole catalogue goes in one transaction, with card_search built once and the
 * GIN indexes built after the rows. Into filled tables each set is written in its own transaction together
 * with its card_search rows. Either way a failure leaves no set half written.
 */
export async function importCatalogue(
  db: Db,
  source: CatalogueSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => undefined);
  const run = await startImportRun(db);

  const plan = await planCatalogue(source, (done, total, file) =>
    progress({ phase: 'read', done, total, label: file }),
  );
  const summary: ImportSummary = {
    source,
    editions: {
      en: { ...emptyCounts(), read: plan.read.en, linked: 0, ownCards: 0 },
      jp: { ...emptyCounts(), read: plan.read.jp, linked: plan.linked.jp, ownCards: plan.ownCards.jp },
      kr: { ...emptyCounts(), read: plan.read.kr, linked: plan.linked.kr, ownCards: plan.ownCards.kr },
    },
    suggestions: { total: 0, changed: 0 },
    skipped: plan.skipped,
    firstLoad: false,
    seconds: 0,
  };

  progress({ phase: 'reference', done: 0, total: 1 });
  await importTransaction(db, (tx) =>
    writeReference(tx, [...englishSetRows(plan.enSets), ...asiaSetRows(plan.asiaSets)], plan.seenSubtypes),
  );
  progress({ phase: 'reference', done: 1, total: 1 });

  const context: SetWriteContext = { plan, namer: new KoreanNamer(loadSpecies()) };
  const writeAll = (run: SetRunner, cardsPerWrite: number) =>
    writeCatalogue(run, cardsPerWrite, context, summary, progress);

  summary.firstLoad = await importTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_SPACE}::int, 0)`);
    const [row] = await queryRows<{ empty: boolean }>(
      tx,
      sql`select not exists (select 1 from card_en) as empty`,
    );
    if (!row?.empty) return false;
    // The GIN builds at the end sort their entries in this much memory; at the default 64 MB the largest
    // trigram indexes spill and merge, about a fifth slower.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await withIndexesBuiltAfter(
      tx,
      { ginGistOf: CATALOGUE_TABLES, writtenWhole: [getTableName(cardSearch)] },
      async () => {
        await writeAll((write) => write(tx), FIRST_LOAD_CARDS_PER_WRITE);
        progress({ phase: 'search', done: 0, total: 1 });
        await refreshCardSearch(tx);
        progress({ phase: 'search', done: 1, total: 1 });
      },
      (done, total, index) => progress({ phase: 'indexes', done, total, label: index }),
    );
    return true;
  });
  if (!summary.firstLoad) {
    await writeAll(
      (write) =>
        importTransaction(db, async (tx) => {
          const result = await write(tx);
          await refreshCardSearch(tx, result.changedCards);
          return result;
        }),
      1,
    );
  }

  await settleTables(db, summary);
  summary.seconds = (performance.now() - started) / 1000;
  await finishImportRun(db, run, {
    editions: summary.editions,
    skipped: summary.skipped.length,
    firstLoad: summary.firstLoad,
  });
  return summary;
}

/**
 * What the tables need after the writes, run side by side on a server's pool (PGlite runs them one after
 * another):
 * - A first load fills empty tables that have no statistics yet, and PGlite runs no autovacuum to gather
 *   them: without them the planner takes every table for a few rows and answers the proposal finder and
 *   the searches with nested loops. One statement a table; card_search, which the finder does not read
 *   and which alone takes about as long as all the others, is analyzed while the finder runs.
 * - The search walks its sort order's index without reading card_search only on pages the visibility map
 *   marks all-visible (migration 0029); a vacuum marks the pages this run wrote (PGlite has no autovacuum).
 * - The prints this run left as cards of their own get their en↔jp link proposals (decision 036).
 */
async function settleTables(db: Db, summary: ImportSummary): Promise<void> {
  const searchTable = getTableName(cardSearch);
  const analyze = (table: string) => db.execute(sql.raw(`analyze ${table}`));
  if (summary.firstLoad) await Promise.all(CATALOGUE_TABLES.filter((t) => t !== searchTable).map(analyze));
  const wrote = Object.values(summary.editions).some((e) => e.inserted + e.updated > 0);
  await Promise.all([
    (async () => {
      if (summary.firstLoad) await analyze(searchTable);
      if (summary.firstLoad || wrote) await db.execute(sql`vacuum card_search`);
    })(),
    findLinkProposals(db),
  ]);
}

/** Every set of every edition, then the names the Korean prints give to other prints (decision 021). */
async function writeCatalogue(
  run: SetRunner,
  cardsPerWrite: number,
  context: SetWriteContext,
  summary: ImportSummary,
  progress: (p: ImportProgress) => void,
): Promise<void> {
  const { plan } = context;
  const tallySuggestions = (made: { total: number; changed: number }) => {
    summary.suggestions.total += made.total;
    summary.suggestions.changed += made.changed;
  };

  let done = 0;
  progress({ phase: 'en', done, total: plan.read.en });
  for (const { label, items: cards } of setGroups(plan.enBySet, cardsPerWrite)) {
    const counts = emptyCounts();
    const result = await run((tx) => writeEnglishSet(tx, cards, context, counts));
    addCounts(summary.editions.en, counts);
    tallySuggestions(result.suggestions);
    progress({ phase: 'en', done: (done += cards.length), total: plan.read.en, label });
  }
  for (const [nation, bySet] of [
    ['jp', plan.jaBySet],
    ['kr', plan.koBySet],
  ] as const) {
    done = 0;
    progress({ phase: nation, done, total: plan.read[nation] });
    for (const { label, items: prints } of setGroups(bySet, cardsPerWrite)) {
      const counts = emptyCounts();
      const result = await run((tx) => writeAsiaSet(tx, nation, prints, context, counts));
      addCounts(summary.editions[nation], counts);
      tallySuggestions(result.suggestions);
      progress({ phase: nation, done: (done += prints.length), total: plan.read[nation], label });
    }
  }

  progress({ phase: 'names', done: 0, total: 1 });
  const fromPrints = await run((tx) => suggestFromKoreanPrints(tx));
  tallySuggestions(fromPrints);
  // The translation dictionaries take what this run brought, never changing an entry (decision 036).
  await run(async (tx) => ({ ...(await seedDictionaries(tx)), changedCards: [] }));
  progress({ phase: 'names', done: 1, total: 1 });
}

export interface EnsureOptions {
  dataDir: string;
  cardDataDir?: string;
  log: { info: (msg: string) => void; warn: (msg: string) => void };
}

/** Imports the catalogue on the first start, when the database has no imported card yet. */
export async function ensureCatalogue(db: Db, options: EnsureOptions): Promise<ImportSummary | null> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from card_en where source <> 'staff'`,
  );
  if ((row?.n ?? 0) > 0) return null;
  const source = await resolveSource({
    cardDataDir: options.cardDataDir,
    dataDir: options.dataDir,
    log: (m) => options.log.warn(m),
  });
  options.log.info(
    `카드 데이터를 가져오는 중입니다 (${source.kind}: ${source.dir}). 처음 한 번만 몇 분 걸립니다.`,
  );
  const summary = await importCatalogue(db, source);
  options.log.info(
    `카드 데이터 가져오기 완료: en ${summary.editions.en.read}, jp ${summary.editions.jp.read}, kr ${summary.editions.kr.read} (${summary.seconds.toFixed(1)}초, 건너뜀 ${summary.skipped.length})`,
  );
  return summary;
}
