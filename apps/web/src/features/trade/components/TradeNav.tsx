import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: '/trade/post/list', label: '거래글' },
  { to: '/trade/card_list', label: '거래 카드 목록' },
];

/** The trade area's own tabs. */
export function TradeNav() {
  const { pathname } = useLocation();
  return (
    <Group gap="xs">
      {LINKS.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="xs"
          variant={pathname === link.to ? 'filled' : 'light'}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
