import type { ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { loginPath } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';

/**
 * The comment box for those who may comment; otherwise why not: a guest is asked to log in (and comes
 * back here), a 밴 유저 or a member below the board's gate is told the reason.
 */
export function CommentWriteGate({ canComment, children }: { canComment: boolean; children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (canComment) return children;
  if (!user) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            댓글을 쓰려면 로그인해주세요.
          </Text>
          <Button component={Link} to={loginPath(`${pathname}${search}`)} size="xs" variant="light">
            로그인
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {user.type === '밴 유저' ? BOARD_MSG.banned : BOARD_MSG.noComment}
      </Text>
    </Paper>
  );
}
