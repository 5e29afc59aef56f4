import { useState } from 'react';
import { Box, Stack, Text, Textarea } from '@mantine/core';
import { AppDialog } from '../../../components/AppDialog';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { showSuccess } from '../../../lib/toast';
import { useDecideApply } from '../api/league-admin-mutations';
import type { Application } from './apply-columns';

/** Refusing an application with a memo the member sees on /league (why, and what to fix). */
export function RefuseDialog({
  application,
  onClose,
}: {
  application: Application | null;
  onClose: () => void;
}) {
  return (
    <AppDialog opened={application !== null} onClose={onClose} title="참가 신청 거절">
      {application && <RefuseForm application={application} onClose={onClose} />}
    </AppDialog>
  );
}

function RefuseForm({ application, onClose }: { application: Application; onClose: () => void }) {
  const [memo, setMemo] = useState('');
  const decide = useDecideApply();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        decide.mutate(
          { id: application.id, approve: false, memo: memo.trim() },
          {
            onSuccess: ({ message }) => {
              showSuccess(message);
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {application.member.nickname}({application.member.user_id}) 회원의 &apos;{application.ptcgl_name}
          &apos;(
          {application.ptcgl_uid}) 신청을 거절합니다. 회원은 다시 신청할 수 있습니다.
        </Text>
        <Textarea
          label="거절 사유"
          description="회원의 리그 화면에 보입니다"
          maxLength={200}
          autosize
          minRows={2}
          value={memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
        />
        <DialogSaveFooter error={decide.error} saving={decide.isPending} onCancel={onClose} />
      </Stack>
    </Box>
  );
}
