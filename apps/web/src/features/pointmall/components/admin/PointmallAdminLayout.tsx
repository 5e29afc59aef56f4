import type { ReactNode } from 'react';
import { MSG } from '@carddogam/contract/messages';
import { isPointmallStaff } from '@carddogam/contract/pointmall/roles';
import { RequireLogin } from '../../../../app/guards/RequireLogin';
import { AdminTabsPage } from '../../../../components/admin/AdminTabsPage';
import { ForbiddenScreen } from '../../../../components/admin/ForbiddenScreen';
import type { SessionUser } from '../../../../lib/session';

/** Who may open a screen, as the server's route policies say (routes/pointmall.ts, pointmall-orders.ts). */
export type MallAdminAccess = 'admin' | 'mallStaff';

const TABS: ReadonlyArray<{ label: string; to: string; access: MallAdminAccess }> = [
  { label: '상품 관리', to: '/admin/pointmall/product', access: 'mallStaff' },
  { label: '주문 관리', to: '/admin/pointmall/order', access: 'mallStaff' },
  { label: '포인트몰 안내', to: '/admin/pointmall/guide', access: 'admin' },
  { label: '포인트몰 배너', to: '/admin/pointmall/banner', access: 'admin' },
];

const mayOpen = (user: SessionUser, access: MallAdminAccess) =>
  access === 'admin' ? user.type === '관리자' : isPointmallStaff(user.type);

/**
 * The /admin/pointmall screens: products and orders for 관리자 and 매니저, the guide and the banners for
 * 관리자 (decision 033). Others get the 403 screen; the tabs list only the screens the member may open.
 */
export function PointmallAdminLayout({
  title,
  access,
  children,
}: {
  title: string;
  access: MallAdminAccess;
  children: (user: SessionUser) => ReactNode;
}) {
  return (
    <RequireLogin>
      {(user) =>
        mayOpen(user, access) ? (
          <AdminTabsPage
            tabs={TABS.filter((tab) => mayOpen(user, tab.access))}
            menuLabel="포인트몰 관리 메뉴"
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
