import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('creates every member of a --from file in one run, and none when an entry is malformed', async () => {
    const file = path.join(dataDir, 'members.json');
    const member = (id: string, type = '사용자') => ({
      type,
      id,
      nickname: `닉${id.slice(-3)}`,
      email: `${id}@example.com`,
      password: 'long-enough-1',
    });
    await writeFile(file, JSON.stringify([member('batchone', '매니저'), member('batchtwo')]));
    const out = await createUser(['--from', file]);
    expect(out.stdout).toContain("created 매니저 'batchone'");
    expect(out.stdout).toContain("created 사용자 'batchtwo'");

    await writeFile(file, JSON.stringify([member('batchthree'), { ...member('batchfour'), email: 'no-at' }]));
    await expect(createUser(['--from', file])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('members.json[1] --email'),
    });

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      expect(await findUser(database.db, 'batchone')).toMatchObject({ type: '매니저', emailCertified: true });
      expect(await findUser(database.db, 'batchtwo')).toMatchObject({ type: '사용자' });
      expect(await findUser(database.db, 'batchthree')).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 180_000);
});
