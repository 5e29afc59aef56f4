import type { ReactNode } from 'react';
import type { UserType } from '@carddogam/contract/constants';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import { MSG } from '@carddogam/contract/messages';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { RoleTabsLayout, type RoleMenu } from '../../../app/guards/RoleTabsLayout';
import type { SessionUser } from '../../../lib/session';

/**
 * Who may open a card-data screen, as the server's route policies say (decision 036): 'staff' is every
 * card editor (관리자, 운영진, 매니저, 일어알바 — 일어알바 then works on jp data only), 'editor' the
 * editors of every edition (관리자, 운영진, 매니저), 'admin' 관리자 alone (deleting cards, merging
 * prints, reviews).
 */
export type CardAdminAccess = 'staff' | 'editor' | 'admin';

const MENU: RoleMenu<CardAdminAccess> = {
  tabs: [
    { label: '영어 카드', to: '/admin/card/card_en', access: 'staff' },
    { label: '신규 영어 카드', to: '/admin/card/new_card_en', access: 'staff' },
    { label: '신규 일본 카드', to: '/admin/card/new_card_jp', access: 'staff' },
    { label: '번역된 카드', to: '/admin/card/translated', access: 'editor' },
    { label: '제품 관리', to: '/admin/card/set', access: 'staff' },
    { label: '엑셀 관리', to: '/admin/card/excel', access: 'staff' },
    { label: '이미지 매칭', to: '/admin/card/image_match', access: 'staff' },
    { label: '선입력 카드', to: '/admin/card/pre_card', access: 'staff' },
    { label: '카드 복사', to: '/admin/card/copy', access: 'staff' },
    { label: '리뷰 관리', to: '/admin/card/review', access: 'admin' },
    { label: '카드 삭제', to: '/admin/card/delete', access: 'admin' },
  ],
  menuLabel: '카드 관리 메뉴',
  mayOpen: (user, access) =>
    access === 'admin'
      ? user.type === '관리자'
      : access === 'editor'
        ? isBoardModerator(user.type as UserType)
        : STAFF_TYPES.includes(user.type as UserType),
  forbiddenMessage: (access) => (access === 'admin' ? MSG.adminOnly : MSG.staffOnly),
};

/** The card-data screens of the back office (/admin/card/*), with tabs between those the member may open. */
export function CardAdminLayout({
  title,
  access = 'staff',
  children,
}: {
  title: string;
  access?: CardAdminAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return <RoleTabsLayout menu={MENU} title={title} access={access} children={children} />;
}
