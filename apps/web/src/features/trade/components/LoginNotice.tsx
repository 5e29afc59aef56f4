import { Alert, Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { TRADE_MSG } from '@carddogam/contract/calls/trade';

/** Shown instead of the form to guests and banned members. */
export function LoginNotice({ banned }: { banned: boolean }) {
  const { pathname, search } = useLocation();
  if (banned) return <Alert color="red">{TRADE_MSG.banned}</Alert>;
  return (
    <Alert color="yellow">
      {TRADE_MSG.loginRequired}{' '}
      <Anchor component={Link} to={`/auth/login?next=${encodeURIComponent(pathname + search)}`}>
        로그인
      </Anchor>
    </Alert>
  );
}
