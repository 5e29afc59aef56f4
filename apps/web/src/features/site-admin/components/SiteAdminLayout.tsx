import type { ReactNode } from 'react';
import { AdminTabsPage, type AdminTab } from '../../../components/admin/AdminTabsPage';
import { RequireAdmin } from '../../../app/guards/RequireAdmin';
import type { SessionUser } from '../../../lib/session';

/** The groups of the site-running screens (§2.2 admin: dashboard, main, banner, trade, manager). */
export type SiteAdminGroup = 'main' | 'banner' | 'trade' | 'manager';

const TABS: Record<SiteAdminGroup, { menuLabel: string; tabs: AdminTab[] }> = {
  main: {
    menuLabel: '사이트 현황 메뉴',
    tabs: [
      { label: '대시보드', to: '/admin/dashboard' },
      { label: '방문 기록', to: '/admin/main/visited_log' },
    ],
  },
  banner: {
    menuLabel: '배너 관리 메뉴',
    tabs: [
      { label: '메인 배너', to: '/admin/banner/main' },
      { label: '광고 설정', to: '/admin/banner/ads' },
    ],
  },
  trade: {
    menuLabel: '거래 관리 메뉴',
    tabs: [
      { label: '거래 가격', to: '/admin/trade/price' },
      { label: '거래 그룹', to: '/admin/trade/group' },
      { label: '거래 공지', to: '/admin/trade/notice' },
      { label: '거래 요청', to: '/admin/trade/request' },
      { label: '거래 기타 설정', to: '/admin/trade/etc' },
    ],
  },
  manager: {
    menuLabel: '매니저 관리 메뉴',
    tabs: [
      { label: '매니저 목록', to: '/admin/manager/list' },
      { label: '테스터 관리', to: '/admin/manager/tester' },
      { label: '권한 관리', to: '/admin/manager/permission' },
      { label: '매니저 기록', to: '/admin/manager/log' },
    ],
  },
};

/**
 * A site-running screen of the back office (decision 037): 관리자 only, like every site setting, with
 * tabs between the screens of its group. The server checks the same on every call.
 */
export function SiteAdminLayout({
  group,
  title,
  children,
}: {
  group: SiteAdminGroup;
  title: string;
  children: (admin: SessionUser) => ReactNode;
}) {
  const { menuLabel, tabs } = TABS[group];
  return (
    <RequireAdmin>
      {(admin) => (
        <AdminTabsPage tabs={tabs} menuLabel={menuLabel} title={title}>
          {children(admin)}
        </AdminTabsPage>
      )}
    </RequireAdmin>
  );
}
