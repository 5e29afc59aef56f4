import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { refreshCardSearch } from '../repositories/card-search';
import {
  asiaCardSchema,
  asiaSetSchema,
  mapAsiaEdition,
  mapAsiaOnlyBase,
  type AsiaCard,
  type AsiaSet,
} from './asia';
import {
  addCounts,
  emptyCounts,
  writeBaseCards,
  writeEditions,
  writeSuggestions,
  type BaseCardInput,
  type EditionInput,
  type WriteCounts,
} from './card-writer';
import { enCardSchema, enSetSchema, mapEnCard, type EnCard, type EnSet } from './en';
import { basicEnergyFromEnglish, basicEnergyFromJapanese, KoreanNamer, loadSpecies } from './korean-names';
import { certainLinks, EnglishCardIndex } from './matching';
import { suggestFromKoreanPrints } from './name-dictionary';
import { DATA_FILES, optionalFile, readJsonFile, readJsonLines } from './read-files';
import { asiaSetRows, englishSetRows, writeReference, type SeenSubtypes } from './reference-seed';
import { resolveSource, type CatalogueSource } from './sources';
import path from 'node:path';

z.config(z.locales.ko());

export interface SkippedRecord {
  file: string;
  line: number;
  id?: string;
  reason: string;
}

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
  seconds: number;
}

export interface ImportProgress {
  phase: 'read' | 'reference' | 'en' | 'jp' | 'kr';
  done: number;
  total: number;
  label?: string;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
}

const emptyEdition = (): EditionSummary => ({ ...emptyCounts(), read: 0, linked: 0, ownCards: 0 });

function zodReason(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(record)'}: ${issue.message}` : error.message;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

interface Parsed<T> {
  value: T;
  raw: unknown;
}

/** Reads and validates a JSON-lines file; a bad record is set aside with its reason. */
async function readValid<T>(
  file: string,
  schema: z.ZodType<T>,
  skipped: SkippedRecord[],
): Promise<Array<Parsed<T>>> {
  const out: Array<Parsed<T>> = [];
  const name = path.basename(file);
  for await (const item of readJsonLines(file)) {
    if ('error' in item) {
      skipped.push({ file: name, line: item.line, reason: item.error });
      continue;
    }
    const result = schema.safeParse(item.value);
    if (result.success) {
      out.push({ value: result.data, raw: item.value });
    } else {
      const id = (item.value as { id?: unknown; tcgdex_id?: unknown } | null) ?? {};
      const recordId =
        typeof id.id === 'string' ? id.id : typeof id.tcgdex_id === 'string' ? id.tcgdex_id : undefined;
      skipped.push({ file: name, line: item.line, id: recordId, reason: zodReason(result.error) });
    }
  }
  return out;
}

function readSets<T>(file: string | undefined, schema: z.ZodType<T>, skipped: SkippedRecord[]): T[] {
  if (!file) return [];
  const list = readJsonFile(file);
  if (!Array.isArray(list)) throw new Error(`${file}: 배열이 아닙니다.`);
  const out: T[] = [];
  list.forEach((item, i) => {
    const result = schema.safeParse(item);
    if (result.success) out.push(result.data);
    else skipped.push({ file: path.basename(file), line: i + 1, reason: zodReason(result.error) });
  });
  return out;
}

/**
 * Imports (or refreshes) the card catalogue from a data folder. Idempotent: records whose source is
 * unchanged are not written again, and records edited by staff are never overwritten. Each set is
 * written in its own transaction, so a failure leaves every other set complete.
 */
export async function importCatalogue(
  db: Db,
  source: CatalogueSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => undefined);
  const skipped: SkippedRecord[] = [];
  const editions = { en: emptyEdition(), jp: emptyEdition(), kr: emptyEdition() };
  const suggestions = { total: 0, changed: 0 };
  const namer = new KoreanNamer(loadSpecies());

  // 1. Read and validate everything; the matching needs the whole English catalogue at hand.
  progress({ phase: 'read', done: 0, total: 1 });
  const enSets = readSets<EnSet>(path.join(source.dir, DATA_FILES.enSets), enSetSchema, skipped);
  const enCards = await readValid<EnCard>(path.join(source.dir, DATA_FILES.enCards), enCardSchema, skipped);
  const asiaCardsFile = optionalFile(source.dir, DATA_FILES.asiaCards);
  const asiaSets = readSets<AsiaSet>(optionalFile(source.dir, DATA_FILES.asiaSets), asiaSetSchema, skipped);
  const asiaCards = asiaCardsFile ? await readValid<AsiaCard>(asiaCardsFile, asiaCardSchema, skipped) : [];
  const jaPrints = asiaCards.filter((c) => c.value.lang === 'ja');
  const koPrints = asiaCards.filter((c) => c.value.lang === 'ko');
  editions.en.read = enCards.length;
  editions.jp.read = jaPrints.length;
  editions.kr.read = koPrints.length;
  progress({ phase: 'read', done: 1, total: 1 });

  // 2. Decide where every print goes before writing anything.
  const index = new EnglishCardIndex();
  for (const card of enCards) index.add(card.value);
  const jaLinks = certainLinks(
    index,
    jaPrints.map((p) => p.value),
  );
  const jaCardOf = new Map(
    jaPrints.map((p) => [p.value.tcgdex_id, jaLinks.get(p.value.tcgdex_id) ?? `jp-${p.value.tcgdex_id}`]),
  );
  const koLinks = certainLinks(
    index,
    koPrints.map((p) => p.value),
  );
  const koCardOf = new Map(
    koPrints.map((p) => {
      const id = p.value.tcgdex_id;
      return [id, jaCardOf.get(id) ?? koLinks.get(id) ?? `kr-${id}`];
    }),
  );
  const cardsWithKorean = new Set(koCardOf.values());
  editions.jp.linked = jaLinks.size;
  editions.jp.ownCards = jaPrints.length - jaLinks.size;
  editions.kr.linked = [...koCardOf.values()].filter(
    (id) => !id.startsWith('jp-') && !id.startsWith('kr-'),
  ).length;
  editions.kr.ownCards = [...koCardOf.values()].filter((id) => id.startsWith('kr-')).length;

  const enBySet = groupBy(enCards, (c) => c.value.set.id);
  const jaBySet = groupBy(jaPrints, (c) => c.value.set_id);
  const koBySet = groupBy(koPrints, (c) => c.value.set_id);

  // 3. Reference lists.
  const seen: SeenSubtypes = {};
  const noteSubtypes = (supertype: string, subtypes: string[]) => {
    const set = (seen[supertype] ??= new Set());
    for (const s of subtypes) set.add(s);
  };
  for (const c of enCards) noteSubtypes(c.value.supertype, c.value.subtypes);
  progress({ phase: 'reference', done: 0, total: 1 });
  await db.transaction((tx) =>
    writeReference(tx, [...englishSetRows(enSets), ...asiaSetRows(asiaSets)], seen),
  );
  progress({ phase: 'reference', done: 1, total: 1 });

  // 4. English sets: base records, parts and Korean name suggestions.
  let done = 0;
  for (const [setId, cards] of enBySet) {
    await db.transaction(async (tx) => {
      const counts = emptyCounts();
      const inputs: BaseCardInput[] = cards.map((c) => {
        const { row, parts } = mapEnCard(c.value, c.raw);
        return { row, parts, partsNation: 'en' };
      });
      const written = await writeBaseCards(tx, inputs, counts);
      const named = cards
        .filter((c) => !cardsWithKorean.has(c.value.id))
        .map((c) => ({ cardId: c.value.id, name: englishSuggestion(namer, c.value) }))
        .filter((s): s is { cardId: string; name: string } => s.name !== null);
      suggestions.total += named.length;
      const renamed = await writeSuggestions(tx, named);
      suggestions.changed += renamed.length;
      await refreshCardSearch(tx, [...new Set([...written, ...renamed])]);
      addCounts(editions.en, counts);
    });
    progress({ phase: 'en', done: ++done, total: enBySet.size, label: setId });
  }

  // 5. Japanese and Korean sets: edition records, and a card of its own for a print with no certain match.
  for (const [nation, bySet, cardOf] of [
    ['jp', jaBySet, jaCardOf],
    ['kr', koBySet, koCardOf],
  ] as const) {
    done = 0;
    for (const [setId, prints] of bySet) {
      await db.transaction(async (tx) => {
        const counts = emptyCounts();
        const ownPrints = prints.filter((p) => cardOf.get(p.value.tcgdex_id)!.startsWith(`${nation}-`));
        const baseCounts = emptyCounts();
        const bases: BaseCardInput[] = ownPrints.map((p) => {
          const id = cardOf.get(p.value.tcgdex_id)!;
          const { parts } = mapAsiaEdition(p.value, p.raw);
          // The print's own abilities and attacks belong to its edition; the base keeps only the type parts.
          return {
            row: mapAsiaOnlyBase(id, p.value, p.raw),
            parts: { ...parts, abilities: [], attacks: [] },
            partsNation: 'en',
          };
        });
        const writtenBases = await writeBaseCards(tx, bases, baseCounts);
        const inputs: EditionInput[] = prints.map((p) => ({
          cardId: cardOf.get(p.value.tcgdex_id)!,
          ...mapAsiaEdition(p.value, p.raw),
        }));
        const written = await writeEditions(tx, nation, inputs, counts);
        let renamed: string[] = [];
        if (nation === 'jp') {
          const named = ownPrints
            .filter((p) => !cardsWithKorean.has(cardOf.get(p.value.tcgdex_id)!))
            .map((p) => ({
              cardId: cardOf.get(p.value.tcgdex_id)!,
              name: japaneseSuggestion(namer, p.value),
            }))
            .filter((s): s is { cardId: string; name: string } => s.name !== null);
          suggestions.total += named.length;
          renamed = await writeSuggestions(tx, named);
          suggestions.changed += renamed.length;
        }
        await refreshCardSearch(tx, [...new Set([...writtenBases, ...written, ...renamed])]);
        addCounts(editions[nation], counts);
      });
      progress({ phase: nation, done: ++done, total: bySet.size, label: setId });
    }
  }

  // 6. Names the Korean prints give to the other prints of the same English name (Trainers above all).
  const fromPrints = await db.transaction((tx) => suggestFromKoreanPrints(tx));
  suggestions.total += fromPrints.total;
  suggestions.changed += fromPrints.changed;

  return { source, editions, suggestions, skipped, seconds: (performance.now() - started) / 1000 };
}

/** The species table's name for a Pokémon, the type's name for a basic Energy; null otherwise. */
function englishSuggestion(namer: KoreanNamer, card: EnCard): string | null {
  if (card.supertype === 'Pokémon') return namer.fromEnglish(card.name, card.nationalPokedexNumbers);
  const basicEnergy = card.supertype === 'Energy' && card.subtypes.includes('Basic');
  return basicEnergy ? basicEnergyFromEnglish(card.name) : null;
}

function japaneseSuggestion(namer: KoreanNamer, print: AsiaCard): string | null {
  if (print.category === 'Pokemon') return namer.fromJapanese(print.name, print.dexId);
  return print.category === 'Energy' ? basicEnergyFromJapanese(print.name) : null;
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
