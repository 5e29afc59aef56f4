import { lazy, Suspense } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { loginLinkFor } from './login-link';

// Guests never open the account menu: its dropdown code loads only for a signed-in member.
const MemberMenu = lazy(() => import('./MemberMenu'));

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
    <Suspense fallback={<MemberName nickname={user.nickname} />}>
      <MemberMenu user={user} />
    </Suspense>
  );
}

/** The member's name while the menu's code loads, at the same place and size, so the header does not jump. */
function MemberName({ nickname }: { nickname: string }) {
  return (
    <Text fw={600} size="sm" maw={{ base: 96, sm: 160 }} truncate>
      {nickname}
    </Text>
  );
}
