import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSource, writeDemoCatalogue } from '../../src/import/sources';
import { DEMO_EN_CARDS } from '../../src/import/demo-data';
import { writeCatalogue, enPokemon } from '../factories/catalogue';
import { createTestDatabase } from '../helpers/db';
import { importCatalogue } from '../../src/import/run-import';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'source-'));
const catalogue = () => writeCatalogue({ enCards: [enPokemon('sv3pt5-4', 'Charmander', 4, 70, '30')] });

describe('catalogue source order', () => {
  it('prefers --from, then CARD_DATA_DIR, then the shared data folder', async () => {
    const [from, env, shared] = [catalogue(), catalogue(), catalogue()];
    const dataDir = tmp();
    expect(await resolveSource({ from, cardDataDir: env, sharedDir: shared, dataDir })).toEqual({
      kind: 'path',
      dir: from,
    });
    expect(await resolveSource({ cardDataDir: env, sharedDir: shared, dataDir })).toEqual({
      kind: 'env',
      dir: env,
    });
    expect(await resolveSource({ sharedDir: shared, dataDir })).toEqual({ kind: 'shared', dir: shared });
  });

  it("uses the demo set when CARD_DATA_DIR says 'demo', even where real data exists", async () => {
    const shared = tmp();
    writeDemoCatalogue(shared);
    const dataDir = tmp();
    expect(await resolveSource({ cardDataDir: 'demo', sharedDir: shared, dataDir })).toEqual({
      kind: 'demo',
      dir: path.join(dataDir, 'catalogue-demo'),
    });
  });

  it('refuses a given folder without the card files, with a Korean message', async () => {
    await expect(resolveSource({ from: tmp(), dataDir: tmp() })).rejects.toThrow('파일이 필요합니다');
  });

  it('falls back to the demo catalogue when nothing else is there, and it imports', async () => {
    const source = await resolveSource({ sharedDir: tmp(), dataDir: tmp(), allowDownload: false });
    expect(source.kind).toBe('demo');
    const database = await createTestDatabase();
    try {
      const summary = await importCatalogue(database.db, source);
      expect(summary.editions.en.inserted).toBe(DEMO_EN_CARDS.length);
      expect(summary.skipped).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});
