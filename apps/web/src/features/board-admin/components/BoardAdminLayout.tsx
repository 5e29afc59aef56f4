import type { ReactNode } from 'react';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import type { UserType } from '@carddogam/contract/constants';
import { BOARD_MSG, MSG } from '@carddogam/contract/messages';
import { RoleTabsLayout, type RoleMenu } from '../../../app/guards/RoleTabsLayout';
import type { SessionUser } from '../../../lib/session';

/** Who may open a screen, as the server's route policies say (routes/board-admin.ts, banner-admin.ts). */
export type BoardAdminAccess = 'admin' | 'moderator';

const MENU: RoleMenu<BoardAdminAccess> = {
  tabs: [
    { label: '게시판 설정', to: '/admin/board/category', access: 'admin' },
    { label: '게시글 관리', to: '/admin/board/post', access: 'moderator' },
    { label: '블라인드 게시글', to: '/admin/board/blinded_post', access: 'moderator' },
    { label: '댓글 관리', to: '/admin/board/comment', access: 'moderator' },
    { label: 'DB 추가 요청', to: '/admin/board/db_request', access: 'moderator' },
    { label: '게시판 광고', to: '/admin/board/ads', access: 'admin' },
  ],
  menuLabel: '게시판 관리 메뉴',
  mayOpen: (user, access) =>
    access === 'admin' ? user.type === '관리자' : isBoardModerator(user.type as UserType),
  forbiddenMessage: (access) => (access === 'admin' ? MSG.adminOnly : BOARD_MSG.moderatorOnly),
};

/**
 * The /admin/board screens: board settings and ads for 관리자, moderation for 관리자, 운영진 and 매니저
 * (decision 026).
 */
export function BoardAdminLayout(props: {
  title: string;
  access: BoardAdminAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return <RoleTabsLayout menu={MENU} {...props} />;
}
