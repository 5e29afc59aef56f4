import { useState } from 'react';
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { DB_REQUEST_STATUSES } from '@carddogam/contract/calls/board';
import { dbRequestUpdateParams } from '@carddogam/contract/calls/board-admin';
import { AppDialog } from '../../../../components/AppDialog';

import type { DbRequest } from '../../api/board-admin-queries';
import { useDbRequestReply } from '../../api/db-request-mutation';
import { DialogSaveFooter } from '../../../../components/DialogSaveFooter';

const REPLY_MAX = 2000;
type Status = (typeof DB_REQUEST_STATUSES)[number];

/** The staff answer to one request: its status and a reply the writer reads on the post. */
export function ReplyDialog({ request, onClose }: { request: DbRequest; onClose: () => void }) {
  const [status, setStatus] = useState<Status>(request.status);
  const [reply, setReply] = useState(request.reply);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useDbRequestReply();

  const submit = () => {
    const params = { post_id: request.id, status, reply };
    const checked = dbRequestUpdateParams.safeParse(params);
    if (!checked.success) return setInvalid(checked.error.issues[0]?.message ?? null);
    setInvalid(null);
    save.mutate(params, { onSuccess: onClose });
  };

  return (
    <AppDialog opened onClose={onClose} title="요청 처리" size="lg" centered>
      <Stack gap="sm">
        <Text fw={600} lineClamp={2}>
          {request.title}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="db-request-status">
            처리 상태
          </Text>
          <SegmentedControl
            aria-labelledby="db-request-status"
            data={[...DB_REQUEST_STATUSES]}
            value={status}
            onChange={(value) => setStatus(value as Status)}
          />
        </Stack>
        <Textarea
          label="답변"
          description={`글쓴이에게 알림으로 전해지고 게시글에 표시됩니다. (${reply.length.toLocaleString('ko-KR')}/${REPLY_MAX.toLocaleString('ko-KR')}자)`}
          placeholder="처리 내용을 적어주세요."
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          error={invalid}
          rows={6}
        />
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </AppDialog>
  );
}
