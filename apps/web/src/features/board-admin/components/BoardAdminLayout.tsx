import type { ReactNode } from 'react';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import type { UserType } from '@carddogam/contract/constants';
import { BOARD_MSG, MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../../app/guards/RequireLogin';
import { AdminTabsPage } from '../../../components/admin/AdminTabsPage';
import { ForbiddenScreen } from '../../../components/admin/ForbiddenScreen';
import type { SessionUser } from '../../../lib/session';

/** Who may open a screen, as the server's route policies say (routes/board-admin.ts, banner-admin.ts). */
export type BoardAdminAccess = 'admin' | 'moderator';

const TABS: ReadonlyArray<{ label: string; to: string; access: BoardAdminAccess }> = [
  { label: '게시판 설정', to: '/admin/board/category', access: 'admin' },
  { label: '게시글 관리', to: '/admin/board/post', access: 'moderator' },
  { label: '블라인드 게시글', to: '/admin/board/blinded_post', access: 'moderator' },
  { label: '댓글 관리', to: '/admin/board/comment', access: 'moderator' },
  { label: 'DB 추가 요청', to: '/admin/board/db_request', access: 'moderator' },
  { label: '게시판 광고', to: '/admin/board/ads', access: 'admin' },
];

const isAdmin = (user: SessionUser) => user.type === '관리자';
const mayOpen = (user: SessionUser, access: BoardAdminAccess) =>
  access === 'admin' ? isAdmin(user) : isBoardModerator(user.type as UserType);

/**
 * The /admin/board screens: board settings and ads for 관리자, moderation for 관리자, 운영진 and 매니저
 * (decision 026). Others get the 403 screen; the tabs list only the screens the member may open.
 */
export function BoardAdminLayout({
  title,
  access,
  children,
}: {
  title: string;
  access: BoardAdminAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return (
    <RequireLogin>
      {(user) =>
        mayOpen(user, access) ? (
          <AdminTabsPage
            tabs={TABS.filter((tab) => mayOpen(user, tab.access))}
            menuLabel="게시판 관리 메뉴"
            title={title}
          >
            {children(user)}
          </AdminTabsPage>
        ) : (
          <ForbiddenScreen message={access === 'admin' ? MSG.adminOnly : BOARD_MSG.moderatorOnly} />
        )
      }
    </RequireLogin>
  );
}
