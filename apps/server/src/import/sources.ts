import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../env';
import { DATA_FILES } from './read-files';
import { DEMO_ASIA_CARDS, DEMO_ASIA_SETS, DEMO_EN_CARDS, DEMO_EN_SETS } from './demo-data';

/** Where the catalogue comes from, in the order the importer tries them. */
export type SourceKind = 'path' | 'env' | 'shared' | 'online' | 'demo';

export interface CatalogueSource {
  kind: SourceKind;
  /** A folder laid out like ../shared/data (only en-cards.jsonl.gz and en-sets.json are required). */
  dir: string;
}

export interface ResolveOptions {
  /** --from PATH */
  from?: string;
  /** CARD_DATA_DIR */
  cardDataDir?: string;
  /** DATA_DIR, where a downloaded or demo catalogue is written. */
  dataDir: string;
  /** Set false to never try the network (tests). */
  allowDownload?: boolean;
  log?: (message: string) => void;
  /** The shared data folder looked at after the two above (../shared/data next to the repository). */
  sharedDir?: string;
}

const SHARED_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');
const PUBLIC_REPO = 'https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master';

function hasEnglishCards(dir: string): boolean {
  return existsSync(path.join(dir, DATA_FILES.enCards)) && existsSync(path.join(dir, DATA_FILES.enSets));
}

/**
 * Picks the card data: --from PATH, then CARD_DATA_DIR (or the demo set when it says 'demo'), then
 * ../shared/data, then the public pokemon-tcg-data repository when the machine is online, and otherwise
 * a small demo set.
 */
export async function resolveSource(options: ResolveOptions): Promise<CatalogueSource> {
  const log = options.log ?? (() => undefined);
  // 'demo' asks for the built-in demo set even where real data exists (the end-to-end tests use it).
  if (options.cardDataDir === 'demo') {
    const demoDir = path.join(options.dataDir, 'catalogue-demo');
    writeDemoCatalogue(demoDir);
    return { kind: 'demo', dir: demoDir };
  }
  for (const [kind, dir] of [
    ['path', options.from],
    ['env', options.cardDataDir],
  ] as const) {
    if (!dir) continue;
    const resolved = path.resolve(dir);
    if (!hasEnglishCards(resolved)) {
      throw new Error(`${resolved}: ${DATA_FILES.enCards} 와 ${DATA_FILES.enSets} 파일이 필요합니다.`);
    }
    return { kind, dir: resolved };
  }
  const sharedDir = options.sharedDir ?? SHARED_DATA_DIR;
  if (hasEnglishCards(sharedDir)) return { kind: 'shared', dir: sharedDir };

  const downloadDir = path.join(options.dataDir, 'catalogue');
  if (hasEnglishCards(downloadDir)) return { kind: 'online', dir: downloadDir };
  if (options.allowDownload !== false) {
    try {
      await downloadPublicCatalogue(downloadDir, log);
      return { kind: 'online', dir: downloadDir };
    } catch (err) {
      log(`온라인 카드 데이터를 받을 수 없습니다 (${(err as Error).message}); 데모 카드로 시작합니다.`);
    }
  }
  const demoDir = path.join(options.dataDir, 'catalogue-demo');
  writeDemoCatalogue(demoDir);
  return { kind: 'demo', dir: demoDir };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Downloads sets/en.json and cards/en/<set>.json from the public repository and writes them in the
 * layout of ../shared/data (each card with its `set` object added, as the API returns it).
 */
async function downloadPublicCatalogue(dir: string, log: (m: string) => void): Promise<void> {
  const sets = (await fetchJson(`${PUBLIC_REPO}/sets/en.json`)) as Array<Record<string, unknown>>;
  const lines: string[] = [];
  for (const set of sets) {
    log(`내려받는 중: ${String(set.id)}`);
    const cards = (await fetchJson(`${PUBLIC_REPO}/cards/en/${String(set.id)}.json`)) as Array<
      Record<string, unknown>
    >;
    const setInfo = {
      id: set.id,
      name: set.name,
      series: set.series,
      printedTotal: set.printedTotal,
      total: set.total,
      releaseDate: set.releaseDate,
      ptcgoCode: set.ptcgoCode,
    };
    for (const card of cards) lines.push(JSON.stringify({ ...card, set: setInfo }));
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, DATA_FILES.enSets), JSON.stringify(sets));
  // Written last: its presence marks a complete download.
  writeFileSync(path.join(dir, DATA_FILES.enCards), gzipSync(lines.join('\n')));
}

/** Writes the built-in demo catalogue so that the app can start on a machine with no data at all. */
export function writeDemoCatalogue(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, DATA_FILES.enSets), JSON.stringify(DEMO_EN_SETS));
  writeFileSync(path.join(dir, DATA_FILES.asiaSets), JSON.stringify(DEMO_ASIA_SETS));
  writeFileSync(
    path.join(dir, DATA_FILES.enCards),
    gzipSync(DEMO_EN_CARDS.map((card) => JSON.stringify(card)).join('\n')),
  );
  writeFileSync(
    path.join(dir, DATA_FILES.asiaCards),
    gzipSync(DEMO_ASIA_CARDS.map((card) => JSON.stringify(card)).join('\n')),
  );
}
