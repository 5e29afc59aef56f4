import type { ReactNode } from 'react';
import { RequireAdmin } from '../../../app/guards/RequireAdmin';
import { AdminTabsPage } from '../../../components/admin/AdminTabsPage';

const TABS = [
  { label: '포인트 설정', to: '/admin/point/setting' },
  { label: '포인트 내역', to: '/admin/point/list' },
];

/** The point screens of the back office: 관리자 only (decision 033), with tabs between them. */
export function PointAdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireAdmin>
      {() => (
        <AdminTabsPage tabs={TABS} menuLabel="포인트 관리 메뉴" title={title}>
          {children}
        </AdminTabsPage>
      )}
    </RequireAdmin>
  );
}
