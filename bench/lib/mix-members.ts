import { sql } from 'drizzle-orm';
import { authCalls } from '@carddogam/contract/calls/auth';
import { queryRows, type Db } from '../../apps/server/src/db/client';
import { insertUser } from '../../apps/server/src/repositories/users';
import { hashPassword } from '../../apps/server/src/services/passwords';
import { HttpClient } from './mix-http';

/**
 * The logged-in members of the mixed load: certified 사용자 accounts mixload_00, mixload_01, … made
 * directly in the database with the server's own password hashing (kept between runs), each logged in
 * once through the login call; the session cookie is then reused by every request of that member.
 */
export const MEMBER_PREFIX = 'mixload_';
const PASSWORD = 'mixload-password-1';
/** Login allows 30 attempts per IP in 15 minutes: members log in from several loopback addresses. */
const MEMBERS_PER_ADDRESS = 25;

export interface Member {
  userId: string;
  /** `sid=…` */
  cookie: string;
}

export const memberId = (i: number) => `${MEMBER_PREFIX}${String(i).padStart(2, '0')}`;

export async function ensureMembers(db: Db, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => memberId(i));
  const existing = new Set(
    (
      await queryRows<{ user_id: string }>(
        db,
        sql`select user_id from users where user_id like ${MEMBER_PREFIX + '%'}`,
      )
    ).map((r) => r.user_id),
  );
  const passwordHash = await hashPassword(PASSWORD);
  for (const [i, userId] of ids.entries()) {
    if (existing.has(userId)) continue;
    await insertUser(db, {
      userId,
      nickname: `부하${String(i).padStart(3, '0')}`,
      email: `${userId}@example.com`,
      passwordHash,
      type: '사용자',
      emailCertified: true,
    });
  }
  return ids;
}

/** Logs every member in once; throws when a login is refused. */
export async function logIn(url: string, ids: string[]): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < ids.length; start += MEMBERS_PER_ADDRESS) {
    const client = new HttpClient(url, {
      sockets: 4,
      timeoutMs: 30_000,
      localAddress: `127.0.0.${2 + start / MEMBERS_PER_ADDRESS}`,
    });
    const batch = ids.slice(start, start + MEMBERS_PER_ADDRESS);
    members.push(
      ...(await Promise.all(
        batch.map(async (userId) => {
          const answer = await client.post(authCalls.login.path, { user_id: userId, password: PASSWORD });
          const setCookie = answer.headers?.['set-cookie'] ?? [];
          const sid = setCookie.find((c) => c.startsWith('sid='));
          if (answer.status !== 200 || !sid)
            throw new Error(`login of ${userId} failed: ${answer.status} ${answer.error ?? answer.body}`);
          return { userId, cookie: sid.slice(0, sid.indexOf(';') === -1 ? undefined : sid.indexOf(';')) };
        }),
      )),
    );
    client.close();
  }
  return members;
}
