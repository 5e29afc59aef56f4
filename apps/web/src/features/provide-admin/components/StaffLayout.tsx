import type { ReactNode } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { STAFF_TYPES } from '@carddogam/contract/users';
import type { UserType } from '@carddogam/contract/constants';
import { RequireLogin } from '../../auth/session/RequireLogin';
import { StaffForbidden } from './StaffForbidden';
import type { SessionUser } from '../../../lib/session';

const TABS = [
  { label: '이미지 제보', to: '/admin/provide/image' },
  { label: '정보 제보', to: '/admin/provide/info' },
  { label: '오류 제보', to: '/admin/provide/bug' },
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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <RequireLogin>
      {(user) =>
        STAFF_TYPES.includes(user.type as UserType) ? (
          <Stack gap="md">
            <Tabs value={pathname} onChange={(to) => to && void navigate(to)}>
              <Tabs.List aria-label="제보 관리 메뉴">
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
            {children(user)}
          </Stack>
        ) : (
          <StaffForbidden />
        )
      }
    </RequireLogin>
  );
}
