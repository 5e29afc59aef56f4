import type { MemberDetail } from '@carddogam/contract/calls/admin-users';
import type { ManagerMember, StaffLogItem } from '@carddogam/contract/calls/manager-admin';
import type * as detail from '../repositories/member-detail';
import type { StaffActionRow } from '../repositories/staff-action-log';
import type { UserRow } from '../repositories/users';
import { presentAdminUser, presentBanLog } from './admin-user';
import { presentPointRecord } from './points';

/** A member with the §3 permission flags, as the manager screens and the member detail show them. */
export function presentManagerMember(user: UserRow): ManagerMember {
  return {
    ...presentAdminUser(user),
    permission_pointmall: user.permissionPointmall,
    permission_official_league: user.permissionOfficialLeague,
    permission_deck_recipe: user.permissionDeckRecipe,
  };
}

export function presentStaffAction(row: StaffActionRow): StaffLogItem {
  return {
    id: row.id,
    user_id: row.userId,
    nickname: row.nickname,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    memo: row.memo,
    created: row.created.toISOString(),
  };
}

const activity = (line: detail.ActivityLine) => ({ ...line, created: line.created.toISOString() });

export interface MemberDetailParts {
  user: UserRow;
  points: detail.Counted<Parameters<typeof presentPointRecord>[0]>;
  posts: detail.Counted<detail.ActivityLine>;
  tradePosts: detail.Counted<detail.ActivityLine>;
  reviews: detail.Counted<detail.ActivityLine>;
  reports: detail.Counted<detail.ReportLine>;
  bans: detail.Counted<Parameters<typeof presentBanLog>[0]>;
  ips: detail.IpLine[];
}

export function presentMemberDetail(p: MemberDetailParts): MemberDetail {
  return {
    user: presentManagerMember(p.user),
    points: { total: p.points.total, items: p.points.items.map(presentPointRecord) },
    posts: { total: p.posts.total, items: p.posts.items.map(activity) },
    trade_posts: { total: p.tradePosts.total, items: p.tradePosts.items.map(activity) },
    reviews: { total: p.reviews.total, items: p.reviews.items.map(activity) },
    reports: {
      total: p.reports.total,
      items: p.reports.items.map((r) => ({
        id: r.id,
        reporter_user_id: r.reporterUserId,
        reason: r.reason,
        source_kind: r.sourceKind,
        status: r.status,
        created: r.created.toISOString(),
      })),
    },
    bans: { total: p.bans.total, items: p.bans.items.map(presentBanLog) },
    ips: p.ips.map((ip) => ({ ...ip, last_seen: ip.last_seen.toISOString() })),
  };
}
