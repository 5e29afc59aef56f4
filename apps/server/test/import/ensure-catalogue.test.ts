import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureCatalogue } from '../../src/import/run-import';
import { createTestDatabase } from '../helpers/db';
import { enPokemon, writeCatalogue } from '../factories/catalogue';

describe('first start', () => {
  it('imports into an empty database once, and leaves a filled one alone', async () => {
    const database = await createTestDatabase();
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m) };
    const options = {
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'data-')),
      cardDataDir: writeCatalogue({ enCards: [enPokemon('sv3pt5-4', 'Charmander', 4, 70, '30')] }),
      log,
    };
    try {
      const first = await ensureCatalogue(database.db, options);
      expect(first?.editions.en.inserted).toBe(1);
      expect(messages.at(-1)).toContain('카드 데이터 가져오기 완료');
      expect(await ensureCatalogue(database.db, options)).toBeNull();
    } finally {
      await database.destroy();
    }
  });
});
