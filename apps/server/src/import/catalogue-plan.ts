import path from 'node:path';
import { z } from 'zod';
import { asiaCardSchema, asiaSetSchema, type AsiaCard, type AsiaSet } from './asia';
import { enCardSchema, enSetSchema, type EnCard, type EnSet } from './en';
import { certainLinks, EnglishCardIndex } from './matching';
import { DATA_FILES, optionalFile, readJsonFile, readJsonLines } from './read-files';
import type { SeenSubtypes } from './reference-seed';
import type { CatalogueSource } from './sources';

/**
 * The first half of an import, before anything is written: read and validate the data folder, and decide
 * which card every Japanese and Korean print goes on (decision 006). The matching needs the whole English
 * catalogue at hand, so this reads everything first.
 */

z.config(z.locales.ko());

export interface SkippedRecord {
  file: string;
  line: number;
  id?: string;
  reason: string;
}

export interface Parsed<T> {
  value: T;
  raw: unknown;
}

export interface CataloguePlan {
  enSets: EnSet[];
  asiaSets: AsiaSet[];
  /** Valid records by set, in the order the files list them. */
  enBySet: Map<string, Array<Parsed<EnCard>>>;
  jaBySet: Map<string, Array<Parsed<AsiaCard>>>;
  koBySet: Map<string, Array<Parsed<AsiaCard>>>;
  /** tcgdex id → the card id the print goes on: a linked English card, or `jp-…` / `kr-…` of its own. */
  cardOf: { jp: Map<string, string>; kr: Map<string, string> };
  /** Cards that get a Korean record from a Korean print: they need no name suggestion. */
  cardsWithKorean: Set<string>;
  seenSubtypes: SeenSubtypes;
  read: Record<'en' | 'jp' | 'kr', number>;
  linked: { jp: number; kr: number };
  ownCards: { jp: number; kr: number };
  skipped: SkippedRecord[];
}

/** Called before the first file and after each file: files read of the files there are, the last one read. */
export type ReadProgress = (done: number, total: number, file?: string) => void;

const DUPLICATE_RECORD = '같은 id의 레코드가 앞줄에 이미 있습니다';

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

/**
 * Reads and validates a JSON-lines file; a bad record is set aside with its reason, and so is a record
 * whose key (`idOf`: the card id, or a print's language and id) an earlier line already gave: the first
 * one is kept, one record a print.
 */
async function readValid<T>(
  file: string,
  schema: z.ZodType<T>,
  idOf: (record: T) => string,
  skipped: SkippedRecord[],
): Promise<Array<Parsed<T>>> {
  const out: Array<Parsed<T>> = [];
  const seen = new Set<string>();
  const name = path.basename(file);
  for await (const item of readJsonLines(file)) {
    if ('error' in item) {
      skipped.push({ file: name, line: item.line, reason: item.error });
      continue;
    }
    const result = schema.safeParse(item.value);
    if (result.success) {
      const id = idOf(result.data);
      if (seen.has(id)) skipped.push({ file: name, line: item.line, id, reason: DUPLICATE_RECORD });
      else out.push({ value: result.data, raw: item.value });
      seen.add(id);
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

export async function planCatalogue(
  source: CatalogueSource,
  onFile: ReadProgress = () => undefined,
): Promise<CataloguePlan> {
  const skipped: SkippedRecord[] = [];
  const asiaCardsFile = optionalFile(source.dir, DATA_FILES.asiaCards);
  const asiaSetsFile = optionalFile(source.dir, DATA_FILES.asiaSets);
  const files = 2 + (asiaCardsFile ? 1 : 0) + (asiaSetsFile ? 1 : 0);
  let filesRead = 0;
  onFile(0, files);
  const fileRead = (file: string) => onFile(++filesRead, files, file);

  const enSets = readSets<EnSet>(path.join(source.dir, DATA_FILES.enSets), enSetSchema, skipped);
  fileRead(DATA_FILES.enSets);
  const enCards = await readValid<EnCard>(
    path.join(source.dir, DATA_FILES.enCards),
    enCardSchema,
    (c) => c.id,
    skipped,
  );
  fileRead(DATA_FILES.enCards);
  const asiaSets = readSets<AsiaSet>(asiaSetsFile, asiaSetSchema, skipped);
  if (asiaSetsFile) fileRead(DATA_FILES.asiaSets);
  const asiaCards = asiaCardsFile
    ? await readValid<AsiaCard>(asiaCardsFile, asiaCardSchema, (c) => `${c.lang}:${c.tcgdex_id}`, skipped)
    : [];
  if (asiaCardsFile) fileRead(DATA_FILES.asiaCards);
  const jaPrints = asiaCards.filter((c) => c.value.lang === 'ja');
  const koPrints = asiaCards.filter((c) => c.value.lang === 'ko');

  // Decide where every print goes before writing anything.
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
  // A Korean print goes where its Japanese print went. The card it reaches that way is taken: another
  // Korean print that only matches the card's facts is not certain to be it, and gets a card of its own.
  const throughJapanese = new Set(koPrints.map((p) => jaCardOf.get(p.value.tcgdex_id)));
  const koCardOf = new Map(
    koPrints.map((p) => {
      const id = p.value.tcgdex_id;
      const matched = koLinks.get(id);
      const certain = matched !== undefined && !throughJapanese.has(matched) ? matched : undefined;
      return [id, jaCardOf.get(id) ?? certain ?? `kr-${id}`];
    }),
  );
  const koCards = [...koCardOf.values()];

  const seenSubtypes: SeenSubtypes = {};
  for (const { value } of enCards) {
    const set = (seenSubtypes[value.supertype] ??= new Set());
    for (const s of value.subtypes) set.add(s);
  }

  return {
    enSets,
    asiaSets,
    enBySet: groupBy(enCards, (c) => c.value.set.id),
    jaBySet: groupBy(jaPrints, (c) => c.value.set_id),
    koBySet: groupBy(koPrints, (c) => c.value.set_id),
    cardOf: { jp: jaCardOf, kr: koCardOf },
    cardsWithKorean: new Set(koCards),
    seenSubtypes,
    read: { en: enCards.length, jp: jaPrints.length, kr: koPrints.length },
    linked: {
      jp: jaLinks.size,
      kr: koCards.filter((id) => !id.startsWith('jp-') && !id.startsWith('kr-')).length,
    },
    ownCards: { jp: jaPrints.length - jaLinks.size, kr: koCards.filter((id) => id.startsWith('kr-')).length },
    skipped,
  };
}
