import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGE_CONTENT_MAX } from '@carddogam/contract/calls/message';
import { MESSAGE_MSG } from '@carddogam/contract/messages';
import { errorMessage } from '../../../lib/error-message';
import { formatThousands } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useSendMessage } from '../api/message-mutations';
import { recipientQuery, tradePostTitleQuery } from '../api/message-queries';

interface MessageComposeProps {
  initialTo: string;
  tradePostId: number | null;
}

/** 쪽지쓰기: the recipient by nickname (suggested as one types), the text, and the trade post it is about. */
export function MessageCompose({ initialTo, tradePostId }: MessageComposeProps) {
  const [to, setTo] = useState(initialTo);
  const [content, setContent] = useState('');
  const [typed] = useDebouncedValue(to.trim(), 250);
  const suggestions = useQuery(recipientQuery(typed));
  const tradePost = useQuery({ ...tradePostTitleQuery(tradePostId ?? 0), enabled: tradePostId !== null });
  const send = useSendMessage();
  const navigate = useNavigate();

  const submit = () => {
    send.mutate(
      { to: to.trim(), content, ...(tradePostId !== null ? { trade_post_id: tradePostId } : {}) },
      {
        onSuccess: () => {
          showSuccess(MESSAGE_MSG.sent);
          void navigate('/mypage/message?tab=outbox');
        },
      },
    );
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Autocomplete
        label="받는 사람"
        placeholder="닉네임"
        value={to}
        onChange={setTo}
        data={(suggestions.data ?? []).map((m) => m.nickname)}
        maxLength={40}
        required
      />
      {tradePostId !== null && (
        <Text size="sm" c="indigo.8">
          거래글: {tradePost.data ?? `#${tradePostId}`}
        </Text>
      )}
      <Textarea
        label="내용"
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={16}
        maxLength={MESSAGE_CONTENT_MAX}
        required
        description={`${formatThousands(content.length)} / ${formatThousands(MESSAGE_CONTENT_MAX)}자`}
      />
      {send.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(send.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={send.isPending}>
          보내기
        </Button>
      </Group>
    </Stack>
  );
}
