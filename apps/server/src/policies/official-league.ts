import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import type { SessionUser } from './policy';
import type { Verdict } from './permissions';
import { isAdmin, isBanned } from './roles';

/**
 * Who writes official events (decision 034). permission_official_league is not part of the session user,
 * so the services read it from the member's row and pass it in, as the point mall does.
 */

const deny = (message: string): Verdict => ({ ok: false, status: 403, code: 'FORBIDDEN', message });

/** 관리자, or a member (not banned) holding permission_official_league. */
export function canWriteLeague(user: SessionUser, permission: boolean): Verdict {
  if (isAdmin(user.type)) return { ok: true };
  return permission && !isBanned(user.type) ? { ok: true } : deny(OFFICIAL_LEAGUE_MSG.writeForbidden);
}

/** 관리자 change any event; a writer holding the permission changes the events they wrote. */
export function canEditLeague(user: SessionUser, permission: boolean, writer: string | null): Verdict {
  const write = canWriteLeague(user, permission);
  if (!write.ok || isAdmin(user.type)) return write;
  return writer === user.userId ? { ok: true } : deny(OFFICIAL_LEAGUE_MSG.editForbidden);
}
