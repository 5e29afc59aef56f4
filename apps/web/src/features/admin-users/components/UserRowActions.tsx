import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots, IconHistory, IconLockOpen, IconUserCog } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminUser } from '../api/admin-user-queries';

export type UserAction = 'type' | 'ban' | 'unban';

interface UserRowActionsProps {
  user: AdminUser;
  /** A 관리자 cannot change or ban themself; the server refuses it too. */
  isSelf: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/** What a 관리자 can do to one member; each action opens its confirmation dialog. */
export function UserRowActions({ user, isSelf, onAction }: UserRowActionsProps) {
  const banned = user.type === '밴 유저';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`${user.user_id} 관리`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconUserCog size={16} />}
          disabled={isSelf || banned}
          onClick={() => onAction('type', user)}
        >
          유형 변경
        </Menu.Item>
        {banned ? (
          <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={() => onAction('unban', user)}>
            밴 해제
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            leftSection={<IconBan size={16} />}
            disabled={isSelf}
            onClick={() => onAction('ban', user)}
          >
            밴
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconHistory size={16} />}
          component={Link}
          to={`/admin/user/ban_log?user_id=${encodeURIComponent(user.user_id)}`}
        >
          밴 기록
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
