import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { CaptureView } from '../../components/capture/CaptureView';
import { MissingNotice } from '../../components/MissingNotice';
import { PageFrame } from '../../components/PageFrame';
import { QueryState } from '../../components/QueryState';
import { TitledSection } from '../../components/TitledSection';
import { ApiError } from '../../lib/api';
import { captureImageUrl, sharePageUrl } from '../../lib/capture-urls';
import { useSession } from '../../lib/session';
import { businessCardQuery } from './api/business-card-queries';
import { BusinessCardForm } from './components/BusinessCardForm';
import { BusinessCardInfo } from './components/BusinessCardInfo';
import { businessCardHref } from './lib/business-card-links';

/**
 * /businesscard (§2.2, decision 035): a member's 명함 — who they are, their favourite card, main deck and
 * league record — as a page and as a 1200×630 picture to save or share. /businesscard is the logged-in
 * member's own, with its edit form; /businesscard?user_id= anyone's, read-only unless it is their own.
 */
export default function BusinessCardPage() {
  const [params] = useSearchParams();
  const named = params.get('user_id')?.trim();
  if (named) return <MemberCard userId={named} />;
  return <RequireLogin>{(user) => <MemberCard userId={user.user_id} />}</RequireLogin>;
}

function MemberCard({ userId }: { userId: string }) {
  const { user } = useSession();
  const card = useQuery(businessCardQuery(userId));
  // After a save the picture's address changes, so the browser draws the new 명함 rather than its copy.
  const [savedAt, setSavedAt] = useState<number | undefined>(undefined);
  const owner = user?.user_id === userId;
  const c = card.data;

  if (!c) {
    if (card.error instanceof ApiError && card.error.status === 404)
      return <MissingNotice message={card.error.message} backTo="/" backLabel="홈으로" />;
    return (
      <PageFrame title="명함">
        <QueryState error={card.error} onRetry={() => void card.refetch()} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={owner ? '내 명함' : `${c.member.nickname}님의 명함`}>
      <Stack gap="xl">
        <BusinessCardInfo card={c} />
        {owner && (
          <TitledSection id="card-edit-title" title="명함 꾸미기">
            <BusinessCardForm card={c} userId={userId} onSaved={() => setSavedAt(Date.now())} />
          </TitledSection>
        )}
        <TitledSection id="card-picture-title" title="명함 이미지">
          <CaptureView
            src={captureImageUrl('businesscard', userId, savedAt)}
            alt={`${c.member.nickname}님의 명함 이미지`}
            fileName={`carddogam-businesscard-${userId}.png`}
            shareUrl={sharePageUrl(businessCardHref(userId))}
          />
          <Text size="sm" c="dimmed">
            전적은{' '}
            <Anchor component={Link} to={`/record?user_id=${encodeURIComponent(userId)}`} size="sm">
              {owner ? '내 전적' : `${c.member.nickname}님의 전적`}
            </Anchor>
            에서 자세히 볼 수 있습니다.
          </Text>
        </TitledSection>
      </Stack>
    </PageFrame>
  );
}
