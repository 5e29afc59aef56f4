import type { z } from 'zod';
import type { adminUserItem, banLogItem, ipBanItem } from '@carddogam/contract/calls/admin-users';
import { isUserType } from '@carddogam/contract/users';
import type { BanLogRow } from '../repositories/ban-log';
import type { IpBanRow } from '../repositories/ip-bans';
import type { UserRow } from '../repositories/users';

/** A member as the admin screens see them: e-mail yes, password hash never. */
export function presentAdminUser(user: UserRow): z.infer<typeof adminUserItem> {
  return {
    user_id: user.userId,
    nickname: user.nickname,
    email: user.email,
    type: isUserType(user.type) ? user.type : '사용자',
    grade: user.grade,
    point: user.point,
    email_certified: user.emailCertified,
    ban_until: user.banUntil?.toISOString() ?? null,
    created: user.created.toISOString(),
    last_visit: user.lastVisit?.toISOString() ?? null,
  };
}

export function presentBanLog(row: BanLogRow): z.infer<typeof banLogItem> {
  return {
    id: row.id,
    user_id: row.userId,
    action: row.action as 'type' | 'ban' | 'unban',
    from_type: row.fromType,
    to_type: row.toType,
    reason: row.reason,
    until: row.until?.toISOString() ?? null,
    by: row.by,
    created: row.created.toISOString(),
  };
}

export function presentIpBan(row: IpBanRow): z.infer<typeof ipBanItem> {
  return { ip: row.ip, reason: row.reason, banned_by: row.bannedBy, created: row.created.toISOString() };
}
