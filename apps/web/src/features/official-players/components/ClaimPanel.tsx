import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { loginPath } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';
import { useClaimPlayer } from '../api/player-mutations';

/**
 * A member asks for this player name to be linked to their account; staff confirm it, and a name belongs
 * to one member at most, which the server's answer explains. Guests are asked to log in first.
 */
export function ClaimPanel({ playerId, claimed }: { playerId: number; claimed: boolean }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const claim = useClaimPlayer();

  if (claimed) {
    return (
      <Text size="sm" c="dimmed">
        회원 인증이 끝난 선수입니다.
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="선수 인증">
      <Stack gap="xs">
        <Text size="sm">
          본인의 대회 기록이라면 회원 계정에 연결할 수 있습니다. 운영진이 확인한 뒤 연결되며, 진행 상황은{' '}
          <Anchor component={Link} to="/mypage/official_league" size="sm">
            나의 공식대회
          </Anchor>
          에서 볼 수 있습니다.
        </Text>
        {user ? (
          <Button
            w="fit-content"
            loading={claim.isPending}
            disabled={claim.isSuccess}
            onClick={() => claim.mutate(playerId)}
          >
            내 이름으로 인증 요청
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={loginPath(pathname + search)} size="sm">
              로그인
            </Anchor>{' '}
            후 내 이름으로 인증을 요청할 수 있습니다.
          </Text>
        )}
        {claim.isSuccess && (
          <Alert color="teal" role="status">
            {claim.data.message}
          </Alert>
        )}
        {claim.isError && (
          <Alert color="red" role="alert">
            {errorMessage(claim.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
