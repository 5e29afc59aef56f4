import { Burger, Button, Group, UnstyledButton, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { SITE_NAME } from '@carddogam/contract/constants';
import { HeaderAccount } from './HeaderAccount';
import { NAV_ITEMS, isInSection } from './nav-items';

interface HeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/**
 * Site name, the main areas on wide screens, a burger for the drawer on small ones, the 통합검색 link (an
 * icon, on every screen size) and the account.
 */
export function Header({ navOpened, onToggleNav }: HeaderProps) {
  const { pathname } = useLocation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? '메뉴 닫기' : '메뉴 열기'}
        />
        <UnstyledButton component={Link} to="/" aria-label={`${SITE_NAME} 홈`}>
          <Text component="span" fw={800} fz={22} c="indigo.7" style={{ whiteSpace: 'nowrap' }}>
            {SITE_NAME}
          </Text>
        </UnstyledButton>
      </Group>
      <Group component="nav" aria-label="주요 메뉴" gap={4} visibleFrom="md" wrap="nowrap">
        {NAV_ITEMS.map((item) => {
          const active = isInSection(pathname, item.section);
          return (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              variant={active ? 'light' : 'subtle'}
              color={active ? 'indigo' : 'dark'}
              size="compact-md"
              aria-current={active ? 'page' : undefined}
            >
              {item.label}
            </Button>
          );
        })}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          component={Link}
          to="/search"
          variant={pathname === '/search' ? 'light' : 'subtle'}
          color={pathname === '/search' ? 'indigo' : 'dark'}
          size="compact-md"
          px={6}
          aria-label="통합검색"
          title="통합검색"
          aria-current={pathname === '/search' ? 'page' : undefined}
        >
          <IconSearch size={18} />
        </Button>
        <HeaderAccount />
      </Group>
    </Group>
  );
}
