import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { UserBadge } from '../../components/user/UserBadge';
import { useSession } from '../../lib/session';
import { accountLinks, loginLinkFor } from './account-links';

/** The right end of the header: 로그인 / 회원가입 for a guest, the member's badge and menu otherwise. */
export function HeaderAccount() {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();

  // Nothing until the session is known, so a member never sees the guest buttons flash.
  if (loading) return null;
  if (!user) {
    return (
      <Group gap={6} wrap="nowrap">
        <Button
          component={Link}
          to={loginLinkFor(pathname, search)}
          variant="default"
          size="compact-md"
          leftSection={<IconLogin size={16} />}
        >
          로그인
        </Button>
        <Button
          component={Link}
          to="/auth/joinagree"
          size="compact-md"
          leftSection={<IconUserPlus size={16} />}
          visibleFrom="xs"
        >
          회원가입
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="내 계정 메뉴">
          <Group gap={6} wrap="nowrap">
            <UserBadge badge={user.badge} type={user.type} grade={user.grade} size="xs" />
            <Text fw={600} size="sm" maw={{ base: 96, sm: 160 }} truncate>
              {user.nickname}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks(user).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<link.icon size={16} />}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
