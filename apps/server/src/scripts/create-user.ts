import { parseArgs } from 'node:util';
import { z } from 'zod';
import { nicknameField, passwordField, userIdField } from '@carddogam/contract/calls/auth';
import { USER_TYPES } from '@carddogam/contract/constants';
import { isForcedOutUserId } from '@carddogam/contract/users';
import { loadEnv } from '../env';
import { openConfiguredDatabase } from '../db/open-configured';
import { emailTaken, insertUser, nicknameTaken, userIdTaken } from '../repositories/users';
import { hashPassword } from '../services/passwords';

/**
 * Creates a member from the command line, certified and of any type: the way to make the first 관리자.
 *   npm run user:create -- --type 관리자 --id admin --nickname 관리자 --email a@b.c --password '...'
 * The password may come from the USER_PASSWORD environment variable instead, to keep it out of the
 * shell history.
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      type: { type: 'string' },
      id: { type: 'string' },
      nickname: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse({ ...values, password: values.password ?? process.env.USER_PASSWORD });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    process.exitCode = 1;
    return;
  }
  const args = parsed.data;
  // Operator and system names (admin, 운영자 …) are refused to joins only; the shell may give them to staff.
  if (isForcedOutUserId(args.id)) throw new Error(`'${args.id}' is a reserved id (SPEC §2.1)`);

  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  try {
    const db = database.db;
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
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
