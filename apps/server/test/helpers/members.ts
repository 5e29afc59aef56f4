import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { UserType } from '@carddogam/contract/constants';
import { insertUser, type UserRow } from '../../src/repositories/users';
import { hashPassword } from '../../src/services/passwords';
import type { FileMailer } from '../../src/services/mailer';
import type { TestApp } from './app';

/** Members, logins and mails for the account tests. */

export const TEST_PASSWORD = 'pikachu-1234';

let sequence = 0;
/** Test files may share a process and its mail folder; a random part keeps their members apart. */
const RUN = randomBytes(3).toString('hex');

/** A certified member of the given type, with the password TEST_PASSWORD. */
export async function createMember(
  t: TestApp,
  overrides: Partial<{
    userId: string;
    nickname: string;
    email: string;
    type: UserType;
    emailCertified: boolean;
  }> = {},
): Promise<UserRow> {
  sequence += 1;
  const userId = overrides.userId ?? `m${RUN}x${sequence}`;
  return insertUser(t.services.db, {
    userId,
    nickname: overrides.nickname ?? `닉${RUN}${sequence}`,
    email: overrides.email ?? `${userId}@example.com`,
    passwordHash: await hashPassword(TEST_PASSWORD),
    type: overrides.type ?? '사용자',
    emailCertified: overrides.emailCertified ?? true,
  });
}

/** A session cookie header for a member, made directly in the session store (no login round trip). */
export async function sessionCookie(t: TestApp, userId: string): Promise<Record<string, string>> {
  const token = await t.services.sessions.create(userId, { ip: null, userAgent: null });
  return { cookie: `sid=${token}` };
}

/** The value of the sid cookie a response sets ('' when it clears it), or undefined when it sets none. */
export function sidFromResponse(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const cookies = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  const sid = cookies.find((c: string) => c.startsWith('sid='));
  return sid === undefined ? undefined : sid.slice(4, sid.indexOf(';') === -1 ? undefined : sid.indexOf(';'));
}

/** The decoded text of an .eml file: headers as written, then the body (base64 or quoted-printable). */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/^Content-Transfer-Encoding: base64$/im.test(headers)) {
    return `${headers}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  }
  if (/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
    return `${headers}\n\n${decodeURIComponent(bytes)}`;
  }
  return raw;
}

/** Every mail written so far to an address (the file mailer of the test app), decoded, oldest first. */
export async function mailsTo(t: TestApp, address: string): Promise<string[]> {
  const dir = (t.services.mailer as FileMailer).dir;
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    names.map(async (n) => mailText(await readFile(path.join(dir, n), 'utf8'))),
  );
  return mails.filter((m) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m));
}

/** The token of the last link with this path in a member's mails. */
export async function tokenFromMail(t: TestApp, address: string, linkPath: string): Promise<string> {
  const mails = await mailsTo(t, address);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${address}`);
  const match = new RegExp(`${linkPath}\\?token=([A-Za-z0-9_%-]+)`).exec(last);
  if (!match) throw new Error(`no ${linkPath} link in the mail to ${address}`);
  return decodeURIComponent(match[1]!);
}
