import type { ReactNode } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { STAFF_TYPES } from '@carddogam/contract/users';
import type { UserType } from '@carddogam/contract/constants';
import { RequireLogin } from '../../auth/session/RequireLogin';
import { ForbiddenScreen } from '../../admin-users/components/ForbiddenScreen';
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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <RequireLogin>
      {(user) =>
        STAFF_TYPES.includes(user.type as UserType) ? (
          <Stack gap="md">
            <Tabs value={pathname} onChange={(to) => to && void navigate(to)}>
              <Tabs.List aria-label="카드 관리 메뉴">
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
          <ForbiddenScreen />
        )
      }
    </RequireLogin>
  );
}
