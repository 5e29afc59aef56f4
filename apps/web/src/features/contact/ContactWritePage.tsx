import { useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { inquiryLink } from '@carddogam/contract/calls/contact';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { showSuccess } from '../../lib/toast';
import { useWriteInquiry } from './api/contact-mutations';
import { ContactFrame } from './components/ContactFrame';
import { InquiryForm } from './components/InquiryForm';

/** /contact/write: a member lands on the new inquiry; a guest is told to look in the mailbox. */
export default function ContactWritePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const write = useWriteInquiry();
  const [guestDone, setGuestDone] = useState<string | null>(null);

  if (guestDone)
    return (
      <ContactFrame title="1:1 문의">
        <Alert color="teal" role="status">
          <Stack gap={4}>
            <Text size="sm">{guestDone}</Text>
            <Anchor component={Link} to="/" size="sm">
              홈으로
            </Anchor>
          </Stack>
        </Alert>
      </ContactFrame>
    );

  return (
    <ContactFrame title="1:1 문의하기">
      <Text size="sm" c="dimmed">
        계정, 포인트, 카드 정보, 거래, 신고 등 궁금한 점을 남겨주세요. 운영진이 확인 후 답변드립니다.
      </Text>
      <InquiryForm
        guest={!user}
        pending={write.isPending}
        error={write.error ? errorMessage(write.error) : null}
        onSubmit={(params) =>
          write.mutate(params, {
            onSuccess: ({ id, message }) => {
              if (id === null) return setGuestDone(message);
              showSuccess(message);
              void navigate(inquiryLink(id));
            },
          })
        }
      />
    </ContactFrame>
  );
}
