import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';

/** The file names of a card data folder (see ../shared/data/README.md). */
export const DATA_FILES = {
  enCards: 'en-cards.jsonl.gz',
  enSets: 'en-sets.json',
  asiaCards: 'asia-cards.jsonl.gz',
  asiaSets: 'asia-sets.json',
  species: 'species-names.json',
} as const;

/** One parsed line of a JSON-lines file, or the reason it could not be parsed. */
export type JsonLine = { line: number; value: unknown } | { line: number; error: string };

/** Reads a gzip-compressed JSON-lines file one record at a time, so 20 MB never sits in memory twice. */
export async function* readJsonLines(file: string): AsyncGenerator<JsonLine> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let n = 0;
  for await (const text of lines) {
    n += 1;
    if (!text.trim()) continue;
    try {
      yield { line: n, value: JSON.parse(text) as unknown };
    } catch (err) {
      yield { line: n, error: `JSON 오류: ${(err as Error).message}` };
    }
  }
}

export function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** Optional files (the Asian data, the species names) may be missing from a folder. */
export function optionalFile(dir: string, name: string): string | undefined {
  const file = path.join(dir, name);
  return existsSync(file) ? file : undefined;
}
