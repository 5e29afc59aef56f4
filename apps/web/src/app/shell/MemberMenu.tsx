import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '../../lib/session';
import { UserBadge } from '../../components/user/UserBadge';
import { accountLinks } from './account-links';
import { HeaderBadges } from './HeaderBadges';

/** The signed-in member's unread counts, and their badge and name opening the account links. */
export default function MemberMenu({ user }: { user: SessionUser }) {
  return (
    <Group gap={4} wrap="nowrap">
      <HeaderBadges />
      <AccountMenu user={user} />
    </Group>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
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
