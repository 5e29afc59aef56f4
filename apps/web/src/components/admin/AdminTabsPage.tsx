import type { ReactNode } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

export interface AdminTab {
  label: string;
  to: string;
}

/** A back-office screen: tabs between the screens of its menu, the title, then the content. */
export function AdminTabsPage({
  tabs,
  menuLabel,
  title,
  children,
}: {
  tabs: readonly AdminTab[];
  menuLabel: string;
  title: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Tabs value={pathname} onChange={(to) => to && void navigate(to)}>
        <Tabs.List aria-label={menuLabel}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.to} value={tab.to}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
