import type { ReactNode } from 'react';
import { MSG } from '@carddogam/contract/messages';
import { isPointmallStaff } from '@carddogam/contract/pointmall/roles';
import { RoleTabsLayout, type RoleMenu } from '../../../../app/guards/RoleTabsLayout';
import type { SessionUser } from '../../../../lib/session';

/** Who may open a screen, as the server's route policies say (routes/pointmall.ts, pointmall-orders.ts). */
export type MallAdminAccess = 'admin' | 'mallStaff';

const MENU: RoleMenu<MallAdminAccess> = {
  tabs: [
    { label: '상품 관리', to: '/admin/pointmall/product', access: 'mallStaff' },
    { label: '주문 관리', to: '/admin/pointmall/order', access: 'mallStaff' },
    { label: '포인트몰 안내', to: '/admin/pointmall/guide', access: 'admin' },
    { label: '포인트몰 배너', to: '/admin/pointmall/banner', access: 'admin' },
  ],
  menuLabel: '포인트몰 관리 메뉴',
  mayOpen: (user, access) => (access === 'admin' ? user.type === '관리자' : isPointmallStaff(user.type)),
  forbiddenMessage: (access) => (access === 'admin' ? MSG.adminOnly : MSG.staffOnly),
};

/**
 * The /admin/pointmall screens: products and orders for 관리자 and 매니저, the guide and the banners for
 * 관리자 (decision 033).
 */
export function PointmallAdminLayout(props: {
  title: string;
  access: MallAdminAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return <RoleTabsLayout menu={MENU} {...props} />;
}
