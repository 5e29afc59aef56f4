import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { CaptureView } from '../../components/capture/CaptureView';
import { MissingNotice } from '../../components/MissingNotice';
import { PageFrame } from '../../components/PageFrame';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { captureImageUrl, sharePageUrl } from '../../lib/capture-urls';
import { recordSummaryQuery } from './api/record-queries';
import { recordCaptureHref, recordHref } from './lib/record-links';

/**
 * /record_capture?user_id= (§2.2): the member's record as a 1200×630 picture to save or share. The page's
 * address is what gets shared: the server gives its HTML the picture as og:image.
 */
export default function RecordCapturePage() {
  const [params] = useSearchParams();
  const named = params.get('user_id')?.trim();
  if (named) return <RecordCapture userId={named} />;
  return <RequireLogin>{(user) => <RecordCapture userId={user.user_id} />}</RequireLogin>;
}

function RecordCapture({ userId }: { userId: string }) {
  // The nickname names the picture; the summary is usually cached from the record page.
  const summary = useQuery(recordSummaryQuery(userId));
  const nickname = summary.data?.member.nickname;

  if (!nickname) {
    if (summary.error instanceof ApiError && summary.error.status === 404)
      return <MissingNotice message={summary.error.message} backTo="/" backLabel="홈으로" />;
    return (
      <PageFrame title="전적 공유 이미지">
        <QueryState error={summary.error} onRetry={() => void summary.refetch()} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title="전적 공유 이미지" back={{ to: recordHref(userId), label: `${nickname}님의 전적` }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          이미지를 저장하거나 링크를 복사해 공유하세요. 링크를 받은 사람은 이 이미지를 미리보기로 봅니다.
        </Text>
        <CaptureView
          src={captureImageUrl('record', userId)}
          alt={`${nickname}님의 전적 이미지`}
          fileName={`carddogam-record-${userId}.png`}
          shareUrl={sharePageUrl(recordCaptureHref(userId))}
        />
      </Stack>
    </PageFrame>
  );
}
