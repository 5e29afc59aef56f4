import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  MEMBER_REPORT_DETAIL_MAX,
  MEMBER_REPORT_OTHER,
  MEMBER_REPORT_REASONS,
  type MemberReportReason,
  type MemberReportSourceKind,
} from '@carddogam/contract/calls/member-report';
import { MEMBER_REPORT_MSG } from '@carddogam/contract/messages';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useReportMember } from '../api/member-report-mutations';
import type { ReportedMemberRef } from '../lib/can-report';

export interface ReportSource {
  kind: MemberReportSourceKind;
  /** The message's or trade post's id; none for a report about the member themself. */
  id?: number;
}

export interface MemberReportDialogProps {
  member: ReportedMemberRef;
  source: ReportSource;
  onClose: () => void;
}

/** What is reported, after '<nickname>님': the member, or the message or trade post they wrote. */
const ABOUT: Record<MemberReportSourceKind, string> = {
  user: '을',
  message: '이 보낸 쪽지를',
  trade_post: '의 거래글을',
};

/** 신고하기: a reason, a detail (needed for 기타), sent once; the server refuses a second report. */
export default function MemberReportDialog({ member, source, onClose }: MemberReportDialogProps) {
  const [reason, setReason] = useState<MemberReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useReportMember();

  const send = () => {
    if (!reason) return setProblem(MEMBER_REPORT_MSG.reasonRequired);
    if (reason === MEMBER_REPORT_OTHER && !detail.trim()) return setProblem(MEMBER_REPORT_MSG.detailRequired);
    setProblem(null);
    mutation.mutate(
      {
        ...(member.userId ? { user_id: member.userId } : { nickname: member.nickname }),
        reason,
        detail: detail.trim(),
        source: source.kind,
        source_id: source.id,
      },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <AppDialog opened onClose={onClose} title="신고하기" centered>
      <Stack gap="sm">
        <Text size="sm">
          <b>{member.nickname}</b>님{ABOUT[source.kind]} 신고합니다. 운영진이 확인한 뒤 결과를
          알림으로 알려드립니다.
        </Text>
        <Radio.Group
          label="신고 사유"
          value={reason}
          onChange={(value) => setReason(value as MemberReportReason)}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            {MEMBER_REPORT_REASONS.map((choice) => (
              <Radio key={choice} value={choice} label={choice} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="신고 내용"
          description={`기타를 선택하셨다면 꼭 입력해주세요. (${detail.length.toLocaleString('ko-KR')}/1,000자)`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MEMBER_REPORT_DETAIL_MAX}
          value={detail}
          onChange={(e) => setDetail(e.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button color="red" onClick={send} loading={mutation.isPending}>
            신고하기
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
