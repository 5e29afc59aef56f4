import type { ReactNode } from 'react';
import type { UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { RequireLogin } from '../../../app/guards/RequireLogin';
import { AdminTabsPage } from '../../../components/admin/AdminTabsPage';
import { ForbiddenScreen } from '../../../components/admin/ForbiddenScreen';
import type { SessionUser } from '../../../lib/session';

/**
 * Who may open a screen, as the server's route policies say: the type and archetype writes are 관리자
 * only (routes/official-league.ts), claims and reports are for staff (routes/official-league-players.ts).
 */
export type LeagueAdminAccess = 'admin' | 'staff';

const TABS: ReadonlyArray<{ label: string; to: string; access: LeagueAdminAccess }> = [
  { label: '공식대회 종류', to: '/admin/league/official_league_type', access: 'admin' },
  { label: '덱 이름', to: '/admin/league/deck_name', access: 'admin' },
  { label: '선수 인증', to: '/admin/league/player_claim', access: 'staff' },
  { label: '공식대회 제보', to: '/admin/provide/official_league', access: 'staff' },
];

const mayOpen = (user: SessionUser, access: LeagueAdminAccess) =>
  access === 'admin' ? user.type === '관리자' : STAFF_TYPES.includes(user.type as UserType);

/**
 * The official-event screens of the back office. Guests log in first, others get the 403 screen; the
 * tabs list only the screens the member may open.
 */
export function LeagueAdminLayout({
  title,
  access,
  children,
}: {
  title: string;
  access: LeagueAdminAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return (
    <RequireLogin>
      {(user) =>
        mayOpen(user, access) ? (
          <AdminTabsPage
            tabs={TABS.filter((tab) => mayOpen(user, tab.access))}
            menuLabel="공식대회 관리 메뉴"
            title={title}
          >
            {children(user)}
          </AdminTabsPage>
        ) : (
          <ForbiddenScreen message={access === 'admin' ? MSG.adminOnly : MSG.staffOnly} />
        )
      }
    </RequireLogin>
  );
}
