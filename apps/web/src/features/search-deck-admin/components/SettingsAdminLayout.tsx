import type { ReactNode } from 'react';
import type { UserType } from '@carddogam/contract/constants';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import { MSG } from '@carddogam/contract/messages';
import { RoleTabsLayout, type RoleMenu } from '../../../app/guards/RoleTabsLayout';
import type { SessionUser } from '../../../lib/session';

/**
 * Who may open a screen, as the server's route policies say (routes/search-settings.ts,
 * routes/deck-settings.ts): deck notices, tags and seasons for 관리자, 운영진 and 매니저 (cardEditor); the
 * search settings, the rotation, PTCGL codes and regulation marks for 관리자.
 */
export type SettingsAccess = 'admin' | 'editor';

const MENU: RoleMenu<SettingsAccess> = {
  tabs: [
    { label: '기본 검색 설정', to: '/admin/search/basic', access: 'admin' },
    { label: '슈퍼속성 설정', to: '/admin/search/supertype', access: 'admin' },
    { label: '덱 공지', to: '/admin/deck/notice', access: 'editor' },
    { label: '덱 태그', to: '/admin/deck/tag', access: 'editor' },
    { label: '시즌', to: '/admin/deck/season', access: 'editor' },
    { label: '리뉴얼', to: '/admin/deck/renewal', access: 'admin' },
    { label: 'PTCGL', to: '/admin/deck/ptcgl', access: 'admin' },
    { label: '레귤레이션 마크', to: '/admin/deck/regulation_mark', access: 'admin' },
  ],
  menuLabel: '검색·덱 설정 메뉴',
  mayOpen: (user, access) =>
    access === 'admin' ? user.type === '관리자' : isBoardModerator(user.type as UserType),
  forbiddenMessage: (access) => (access === 'admin' ? MSG.adminOnly : MSG.staffOnly),
};

/** The search and deck setting screens of the back office. */
export function SettingsAdminLayout(props: {
  title: string;
  access: SettingsAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return <RoleTabsLayout menu={MENU} {...props} />;
}
