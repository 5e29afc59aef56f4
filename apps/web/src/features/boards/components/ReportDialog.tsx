import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_REASONS } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/toast';
import { useReport } from '../api/read-mutations';

type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportTarget {
  target: 'post' | 'comment';
  id: number;
}

interface ReportDialogProps {
  /** What is reported; null keeps the dialog closed. */
  report: ReportTarget | null;
  postId: number;
  boardName: string;
  onClose: () => void;
}

const DETAIL_MAX = 500;

/** 신고 of a post or comment: a reason, and the details (needed for 기타). */
export function ReportDialog({ report, postId, boardName, onClose }: ReportDialogProps) {
  return (
    <AppDialog
      opened={report !== null}
      onClose={onClose}
      title={report?.target === 'comment' ? '댓글 신고' : '게시글 신고'}
      centered
    >
      {report && <ReportForm report={report} postId={postId} boardName={boardName} onClose={onClose} />}
    </AppDialog>
  );
}

function ReportForm({ report, postId, boardName, onClose }: ReportDialogProps & { report: ReportTarget }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<{ reason?: string; detail?: string }>({});
  const mutation = useReport(postId, boardName);

  const submit = () => {
    if (!reason) return setError({ reason: BOARD_MSG.reportReasonRequired });
    if (reason === '기타' && !detail.trim()) return setError({ detail: BOARD_MSG.reportDetailRequired });
    setError({});
    mutation.mutate(
      { target: report.target, id: report.id, reason, detail: detail.trim() },
      {
        onSuccess: () => {
          showSuccess(BOARD_MSG.reported);
          onClose();
        },
        onError: (e) => showError(errorMessage(e)),
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="신고 사유"
          value={reason}
          onChange={(value) => setReason(value as ReportReason)}
          error={error.reason}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={r} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="상세 내용"
          description={reason === '기타' ? '기타 사유를 적어주세요.' : '필요하면 자세한 내용을 적어주세요.'}
          value={detail}
          onChange={(e) => setDetail(e.currentTarget.value)}
          maxLength={DETAIL_MAX}
          rows={3}
          resize="vertical"
          withAsterisk={reason === '기타'}
          error={error.detail}
        />
        <Text size="xs" c="dimmed">
          신고는 한 번만 할 수 있으며, 신고가 쌓이면 블라인드 처리됩니다.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            신고하기
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
