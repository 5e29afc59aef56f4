import type { ReactNode } from 'react';
import { AdminTabsPage } from '../../../components/admin/AdminTabsPage';
import type { SessionUser } from '../../../lib/session';
import { RequireAdmin } from '../../../app/guards/RequireAdmin';

const TABS = [
  { label: '회원 목록', to: '/admin/user/normal' },
  { label: '밴 회원', to: '/admin/user/banned' },
  { label: '신고된 회원', to: '/admin/user/reported' },
  { label: '밴 기록', to: '/admin/user/ban_log' },
  { label: '아이피 차단', to: '/admin/user/ban_ip' },
];

/** The member admin screens: 관리자 only, with tabs between them. */
export function AdminUserLayout({
  title,
  children,
}: {
  title: string;
  children: (admin: SessionUser) => ReactNode;
}) {
  return (
    <RequireAdmin>
      {(admin) => (
        <AdminTabsPage tabs={TABS} menuLabel="회원 관리 메뉴" title={title}>
          {children(admin)}
        </AdminTabsPage>
      )}
    </RequireAdmin>
  );
}
