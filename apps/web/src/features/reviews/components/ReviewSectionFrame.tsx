import type { ReactNode } from 'react';
import { Loader, Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { writeAccess } from '../lib/review-permissions';
import { ReviewAccessNotice } from './ReviewAccessNotice';

/** The section around the summary, the form and the list: its landmark and its title (§2.14). */
export function ReviewSectionFrame({ cardTitle, children }: { cardTitle: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label="카드평점">
      <Title order={2} size="h4">
        {cardTitle} 카드평점
      </Title>
      {children}
    </Stack>
  );
}

/** The form's place while its inputs load (members) or the notice that replaces it (guests, 밴 유저). */
export function ReviewFormPending() {
  const { user } = useSession();
  const access = writeAccess(user);
  if (access !== 'ok') return <ReviewAccessNotice access={access} />;
  return <ReviewFormLoader />;
}

export function ReviewFormLoader() {
  return <Loader size="sm" mx="auto" aria-label="리뷰 입력란 불러오는 중" />;
}

export function ReviewListLoader() {
  return <Loader size="sm" mx="auto" aria-label="리뷰 불러오는 중" />;
}

/** The whole section as it first shows, before the summary and the reviews have arrived. */
export function ReviewSectionPending({ cardTitle }: { cardTitle: string }) {
  return (
    <ReviewSectionFrame cardTitle={cardTitle}>
      <ReviewFormPending />
      <ReviewListLoader />
    </ReviewSectionFrame>
  );
}
