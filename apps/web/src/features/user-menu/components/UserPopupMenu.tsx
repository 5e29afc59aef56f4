import { useState, type ReactNode } from 'react';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MSG } from '@carddogam/contract/messages';
import type { Badge } from '@carddogam/contract/users';
import { UserBadge } from '../../../components/user/UserBadge';
import { userSummaryQuery } from '../api/user-menu-queries';
import { userMenuLinks, type MenuUser } from '../lib/user-menu-links';

export interface MenuMember extends MenuUser {
  /** The badge shows only when the place showing the nickname knows the member's type and grade. */
  type?: string;
  grade?: number;
  badge?: Badge;
}

interface UserPopupMenuProps {
  user: MenuMember;
  /** What the trigger shows instead of the nickname (the edit history writes 'nickname(id)'). */
  children?: ReactNode;
  size?: 'xs' | 'sm';
}

/**
 * A member's nickname (with their badge when known) that opens the user menu of §2.21: on hover with a
 * mouse, on tap on a phone. Entries whose screens are not built yet are shown disabled. Whether the
 * collection is shown is looked up when the menu opens, unless the place already knows it.
 */
export function UserPopupMenu({ user, children, size = 'sm' }: UserPopupMenuProps) {
  const [opened, setOpened] = useState(false);
  const lookUp = user.collection_show === undefined && Boolean(user.user_id);
  const summary = useQuery({ ...userSummaryQuery(user.user_id ?? ''), enabled: opened && lookUp });
  const collectionShow = user.collection_show ?? summary.data?.[0]?.collection_show;
  const showBadge = user.badge !== undefined || user.type !== undefined;

  return (
    <Menu
      trigger="click-hover"
      openDelay={100}
      closeDelay={200}
      position="bottom-start"
      withinPortal
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <UnstyledButton aria-label={`${user.nickname} 메뉴`} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            {showBadge && <UserBadge badge={user.badge} type={user.type} grade={user.grade} size="xs" />}
            <Text size={size} fw={600} truncate>
              {children ?? user.nickname}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {userMenuLinks({ ...user, collection_show: collectionShow }).map((link) =>
          link.to ? (
            <Menu.Item key={link.label} component={Link} to={link.to}>
              <span data-menu-label>{link.label}</span>
            </Menu.Item>
          ) : (
            <Menu.Item
              key={link.label}
              disabled
              rightSection={
                <Text size="xs" c="dimmed">
                  {MSG.preparing}
                </Text>
              }
            >
              <span data-menu-label>{link.label}</span>
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
