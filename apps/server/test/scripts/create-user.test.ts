import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { findUser } from '../../src/repositories/users';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** `npm run user:create` makes the first 관리자 in the database the server would open. */
describe('user:create script', () => {
  let dataDir: string;
  const createUser = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/scripts/create-user.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'carddogam-user-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates a certified admin with an argon2id hash, and refuses a reserved id', async () => {
    const out = await createUser([
      '--type',
      '관리자',
      '--id',
      'admin',
      '--nickname',
      '관리자',
      '--email',
      'a@b.c',
      '--password',
      'correct-horse-battery',
    ]);
    expect(out.stdout).toContain("created 관리자 'admin'");
    await expect(
      createUser([
        '--id',
        'Pokemon',
        '--nickname',
        '포켓몬',
        '--email',
        'p@b.c',
        '--password',
        'long-enough-1',
      ]),
    ).rejects.toMatchObject({ code: 1 });

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const user = await findUser(database.db, 'admin');
      expect(user).toMatchObject({ type: '관리자', emailCertified: true, email: 'a@b.c' });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await findUser(database.db, 'Pokemon')).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 180_000);
});
