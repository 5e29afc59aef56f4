import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { INQUIRY_CONTENT_MAX, inquiryAnswerParams } from '@carddogam/contract/calls/contact';
import { AppDialog } from '../../../components/AppDialog';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useAnswerInquiry } from '../api/contact-mutations';
import { inquiryQuery } from '../api/contact-queries';
import { InquiryView } from './InquiryView';

/** One inquiry as staff open it: the question, and the answer form while it waits for one. */
export function AnswerDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery(inquiryQuery(id, ''));
  return (
    <AppDialog opened onClose={onClose} title={`문의 ${id}번`} size="lg" centered>
      {query.data ? (
        <Stack gap="md">
          <InquiryView inquiry={query.data} />
          {query.data.status === '접수' && <AnswerForm id={id} onDone={onClose} />}
        </Stack>
      ) : (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </AppDialog>
  );
}

function AnswerForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [answer, setAnswer] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useAnswerInquiry();
  const submit = () => {
    const checked = inquiryAnswerParams.safeParse({ id, answer });
    if (!checked.success) return setInvalid(checked.error.issues[0]?.message ?? null);
    setInvalid(null);
    save.mutate(
      { id, answer },
      {
        onSuccess: ({ message }) => {
          showSuccess(message);
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="답변"
        description={`문의한 사람에게 알림과 메일로 전해집니다. (${answer.length.toLocaleString('ko-KR')}/${INQUIRY_CONTENT_MAX.toLocaleString('ko-KR')}자)`}
        value={answer}
        onChange={(event) => setAnswer(event.currentTarget.value)}
        error={invalid}
        autosize
        minRows={5}
        maxRows={14}
      />
      {save.error && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          답변 등록
        </Button>
      </Group>
    </Stack>
  );
}
