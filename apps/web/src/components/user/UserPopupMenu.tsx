import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { UserBadge } from './UserBadge';
import { userMenuLinks, type MenuUser } from './user-menu-links';

interface UserPopupMenuProps {
  user: MenuUser & { type?: string; grade?: number };
}

/**
 * A member's badge and nickname that open the user menu of §2.21: on hover with a mouse, on tap on a
 * phone (where there is no hover).
 */
export function UserPopupMenu({ user }: UserPopupMenuProps) {
  return (
    <Menu trigger="click-hover" openDelay={100} closeDelay={200} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${user.nickname} 메뉴`}>
          <Group gap={6} wrap="nowrap">
            <UserBadge type={user.type} grade={user.grade} size="xs" />
            <Text size="sm" fw={600} truncate>
              {user.nickname}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {userMenuLinks(user).map((link) => (
          <Menu.Item key={link.label} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
