import type { UserType } from '@carddogam/contract/constants';
import type { TestApp } from './app';
import { createMember, sessionCookie } from './members';
import { ageMember, setGrade } from './boards';

/** A member for the board tests: past the first-day limits unless `fresh`, with a grade and a cookie. */
export interface BoardTestMember {
  userId: string;
  nickname: string;
  headers: Record<string, string>;
}

export async function boardMemberFor(
  t: TestApp,
  options: { type?: UserType; grade?: number; fresh?: boolean } = {},
): Promise<BoardTestMember> {
  const member = await createMember(t, { type: options.type ?? '사용자' });
  if (!options.fresh) await ageMember(t.services.db, member.userId);
  if (options.grade) await setGrade(t.services.db, member.userId, options.grade);
  return {
    userId: member.userId,
    nickname: member.nickname,
    headers: await sessionCookie(t, member.userId),
  };
}

export const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
