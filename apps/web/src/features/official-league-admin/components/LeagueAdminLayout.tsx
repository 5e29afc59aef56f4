import type { ReactNode } from 'react';
import type { UserType } from '@carddogam/contract/constants';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import { MSG } from '@carddogam/contract/messages';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { RoleTabsLayout, type RoleMenu } from '../../../app/guards/RoleTabsLayout';
import type { SessionUser } from '../../../lib/session';

/**
 * Who may open a screen, as the server's route policies say: the type and archetype writes are 관리자
 * only (routes/official-league.ts), claims and reports are for staff (routes/official-league-players.ts),
 * the online league's player applications for the community's moderators (관리자, 운영진, 매니저;
 * decision 035).
 */
export type LeagueAdminAccess = 'admin' | 'staff' | 'moderator';

const MENU: RoleMenu<LeagueAdminAccess> = {
  tabs: [
    { label: '공식대회 종류', to: '/admin/league/official_league_type', access: 'admin' },
    { label: '덱 이름', to: '/admin/league/deck_name', access: 'admin' },
    { label: '선수 인증', to: '/admin/league/player_claim', access: 'staff' },
    { label: '공식대회 제보', to: '/admin/provide/official_league', access: 'staff' },
    { label: 'UID 신청', to: '/admin/league/uid_apply', access: 'moderator' },
    { label: '리그 자동 설정', to: '/admin/league/auto', access: 'admin' },
  ],
  menuLabel: '공식대회 관리 메뉴',
  mayOpen: (user, access) =>
    access === 'admin'
      ? user.type === '관리자'
      : access === 'moderator'
        ? isBoardModerator(user.type as UserType)
        : STAFF_TYPES.includes(user.type as UserType),
  forbiddenMessage: (access) => (access === 'admin' ? MSG.adminOnly : MSG.staffOnly),
};

/** The official-event screens of the back office. */
export function LeagueAdminLayout(props: {
  title: string;
  access: LeagueAdminAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return <RoleTabsLayout menu={MENU} {...props} />;
}
