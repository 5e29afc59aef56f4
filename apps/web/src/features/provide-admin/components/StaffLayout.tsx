import type { ReactNode } from 'react';
import { AdminTabsPage } from '../../../components/admin/AdminTabsPage';
import { RequireStaff } from '../../../app/guards/RequireStaff';
import type { SessionUser } from '../../../lib/session';

const TABS = [
  { label: '이미지 제보', to: '/admin/provide/image' },
  { label: '정보 제보', to: '/admin/provide/info' },
  { label: '오류 제보', to: '/admin/provide/bug' },
  { label: '공식대회 제보', to: '/admin/provide/official_league' },
  { label: '알림 관리', to: '/admin/main/alarm' },
];

/** The report review screens: staff only (관리자, 운영진, 매니저, 일어알바), with tabs between them. */
export function StaffLayout({
  title,
  children,
}: {
  title: string;
  children: (staff: SessionUser) => ReactNode;
}) {
  return (
    <RequireStaff>
      {(user) => (
        <AdminTabsPage tabs={TABS} menuLabel="제보 관리 메뉴" title={title}>
          {children(user)}
        </AdminTabsPage>
      )}
    </RequireStaff>
  );
}
