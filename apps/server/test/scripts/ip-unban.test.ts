import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { listBannedIps, upsertIpBan } from '../../src/repositories/ip-bans';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** `npm run ip:unban -- 1.2.3.4` lifts an IP ban from the shell, for when staff have locked themselves out. */
describe('ip:unban script', () => {
  let dataDir: string;
  const unban = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/scripts/ip-unban.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
  const withDatabase = async <T>(
    work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
  ) => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      await migrateDatabase(database);
      return await work(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'carddogam-unban-'));
    await withDatabase(async (db) => {
      await upsertIpBan(db, { ip: '203.0.113.4', reason: '실수로 차단', bannedBy: 'admin' });
      await upsertIpBan(db, { ip: '203.0.113.5', reason: '스팸', bannedBy: 'admin' });
    });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('lifts the ban of the given address and leaves the others', async () => {
    const out = await unban(['203.0.113.4']);
    expect(out.stdout).toContain("lifted the ban on '203.0.113.4'");
    expect(await withDatabase((db) => listBannedIps(db))).toEqual(['203.0.113.5']);
  }, 180_000);

  it('says so and fails for an address that is not banned, or no address', async () => {
    await expect(unban(['203.0.113.99'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("'203.0.113.99' is not banned"),
    });
    await expect(unban([])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('usage') });
    expect(await withDatabase((db) => listBannedIps(db))).toEqual(['203.0.113.5']);
  }, 180_000);
});
