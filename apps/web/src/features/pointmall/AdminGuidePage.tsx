import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { POINTMALL_GUIDE_MAX } from '@carddogam/contract/calls/pointmall';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { QueryState } from '../../components/QueryState';
import { errorMessage } from '../../lib/error-message';
import { showSuccess } from '../../lib/toast';
import { guideQuery } from './api/pointmall-queries';
import { useSaveGuide } from './api/product-mutations';
import { PointmallAdminLayout } from './components/admin/PointmallAdminLayout';

/** /admin/pointmall/guide: the text shown above the mall's products (delivery times, rules), plain text. */
export default function AdminGuidePage() {
  return (
    <PointmallAdminLayout title="포인트몰 안내" access="admin">
      {() => <GuideLoader />}
    </PointmallAdminLayout>
  );
}

function GuideLoader() {
  const guide = useQuery(guideQuery);
  if (!guide.data) return <QueryState error={guide.error} onRetry={() => void guide.refetch()} />;
  return <GuideEditor initial={guide.data.content} />;
}

function GuideEditor({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial);
  const save = useSaveGuide();
  const tooLong = content.length > POINTMALL_GUIDE_MAX;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        포인트몰 목록 위에 보이는 안내문입니다. 배송 기간, 교환·환불, 주문 취소 규칙 등을 적어주세요.
      </Text>
      <Textarea
        label="안내문"
        description={`${content.length.toLocaleString('ko-KR')}/${POINTMALL_GUIDE_MAX.toLocaleString('ko-KR')}자`}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        error={tooLong ? POINTMALL_MSG.guideTooLong : undefined}
        autosize
        minRows={10}
        maxRows={30}
      />
      {save.error && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          disabled={tooLong}
          onClick={() => save.mutate(content, { onSuccess: () => showSuccess(POINTMALL_MSG.guideSaved) })}
        >
          저장
        </Button>
      </Group>
    </Stack>
  );
}
