import type { ReactNode } from 'react';
import { AdminTabsPage } from '../../../components/admin/AdminTabsPage';
import { RequireStaff } from '../../../app/guards/RequireStaff';
import type { SessionUser } from '../../../lib/session';

const TABS = [
  { label: '선입력 카드', to: '/admin/card/pre_card' },
  { label: '카드 복사', to: '/admin/card/copy' },
];

/** The staff card screens (관리자, 운영진, 매니저, 일어알바), with tabs between them. */
export function CardAdminLayout({
  title,
  children,
}: {
  title: string;
  children: (staff: SessionUser) => ReactNode;
}) {
  return (
    <RequireStaff>
      {(user) => (
        <AdminTabsPage tabs={TABS} menuLabel="카드 관리 메뉴" title={title}>
          {children(user)}
        </AdminTabsPage>
      )}
    </RequireStaff>
  );
}
