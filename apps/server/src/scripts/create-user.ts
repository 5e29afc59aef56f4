import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { nicknameField, passwordField, userIdField } from '@carddogam/contract/calls/auth';
import { USER_TYPES } from '@carddogam/contract/constants';
import { isForcedOutUserId } from '@carddogam/contract/users';
import { loadEnv } from '../env';
import type { Db } from '../db/client';
import { openConfiguredDatabase } from '../db/open-configured';
import { emailTaken, insertUser, nicknameTaken, userIdTaken } from '../repositories/users';
import { hashPassword } from '../services/passwords';

/**
 * Creates a member from the command line, certified and of any type: the way to make the first 관리자.
 *   npm run user:create -- --type 관리자 --id admin --nickname 관리자 --email a@b.c --password '...'
 * The password may come from the USER_PASSWORD environment variable instead, to keep it out of the
 * shell history. `--from members.json` makes every member of a JSON array of {type, id, nickname, email,
 * password} in one run (staff accounts of a new site, the browser tests' members).
 */
const argsSchema = z.object({
  type: z.enum(USER_TYPES).default('사용자'),
  id: userIdField,
  nickname: nicknameField,
  // Looser than the join form: an operator may use an internal address such as admin@localhost.
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+$/, 'an e-mail address'),
  password: passwordField,
});

type UserArgs = z.infer<typeof argsSchema>;

/** The members asked for: one from the options, or every entry of the --from file. */
function readRequests(): UserArgs[] | null {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      type: { type: 'string' },
      id: { type: 'string' },
      nickname: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const { from, ...single } = values;
  const raw: unknown[] = from
    ? (JSON.parse(readFileSync(from, 'utf8')) as unknown[])
    : [{ ...single, password: single.password ?? process.env.USER_PASSWORD }];
  const requests: UserArgs[] = [];
  for (const [index, entry] of raw.entries()) {
    const parsed = argsSchema.safeParse(entry);
    if (!parsed.success) {
      const where = from ? `${from}[${index}] ` : '';
      for (const issue of parsed.error.issues)
        console.error(`${where}--${issue.path.join('.')}: ${issue.message}`);
      return null;
    }
    requests.push(parsed.data);
  }
  return requests;
}

async function createOne(db: Db, args: UserArgs): Promise<void> {
  // Operator and system names (admin, 운영자 …) are refused to joins only; the shell may give them to staff.
  if (isForcedOutUserId(args.id)) throw new Error(`'${args.id}' is a reserved id (SPEC §2.1)`);
  if (await userIdTaken(db, args.id)) throw new Error(`the id '${args.id}' is taken`);
  if (await nicknameTaken(db, args.nickname)) throw new Error(`the nickname '${args.nickname}' is taken`);
  if (await emailTaken(db, args.email)) throw new Error(`the e-mail '${args.email}' is taken`);
  await insertUser(db, {
    userId: args.id,
    nickname: args.nickname,
    email: args.email,
    passwordHash: await hashPassword(args.password),
    type: args.type,
    emailCertified: true,
  });
  console.log(`created ${args.type} '${args.id}' (${args.nickname})`);
}

async function main(): Promise<void> {
  const requests = readRequests();
  if (!requests) {
    process.exitCode = 1;
    return;
  }
  const database = await openConfiguredDatabase(loadEnv());
  try {
    for (const args of requests) await createOne(database.db, args);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
