/**
 * Who writes official events (decision 034), for the screens' buttons and guards; the server applies the
 * same rule (apps/server/src/policies/official-league.ts) with the flag read from the member's row.
 * 관리자 write and change every event; members (not banned) holding permission_official_league write
 * events and change the ones they wrote.
 */
export interface LeagueMember {
  user_id: string;
  type: string;
  permission_official_league?: boolean;
}

export const canWriteLeagues = (member: LeagueMember): boolean =>
  member.type === '관리자' || (member.type !== '밴 유저' && member.permission_official_league === true);

/** `writer` is the event's writer's user id (the read call's `writer`). */
export const canEditLeague = (member: LeagueMember, writer: string | null): boolean =>
  member.type === '관리자' || (canWriteLeagues(member) && writer !== null && writer === member.user_id);
