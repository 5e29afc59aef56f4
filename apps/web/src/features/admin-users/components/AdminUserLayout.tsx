import type { ReactNode } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '../../../lib/session';
import { RequireAdmin } from './RequireAdmin';

const TABS = [
  { label: '회원 목록', to: '/admin/user/normal' },
  { label: '밴 회원', to: '/admin/user/banned' },
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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <RequireAdmin>
      {(admin) => (
        <Stack gap="md">
          <Tabs value={pathname} onChange={(to) => to && void navigate(to)}>
            <Tabs.List aria-label="회원 관리 메뉴">
              {TABS.map((tab) => (
                <Tabs.Tab key={tab.to} value={tab.to}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {children(admin)}
        </Stack>
      )}
    </RequireAdmin>
  );
}
