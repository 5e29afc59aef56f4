import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { REVIEW_MSG } from '@carddogam/contract/calls/reviews';
import type { WriteAccess } from '../lib/review-permissions';

/** Shown instead of the form to a guest (with the way to log in) or a 밴 유저 (§5, §6). */
export function ReviewAccessNotice({ access }: { access: Exclude<WriteAccess, 'ok'> }) {
  if (access === 'banned') {
    return (
      <Alert color="red" variant="light">
        {REVIEW_MSG.banned}
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light">
      {REVIEW_MSG.loginRequired}{' '}
      <Anchor component={Link} to="/auth/login" fw={700} c="indigo.8">
        로그인
      </Anchor>
    </Alert>
  );
}
