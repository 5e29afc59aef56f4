import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { INQUIRY_PAGE_SIZE } from '@carddogam/contract/calls/contact';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { useSession } from '../../lib/session';
import { myInquiriesQuery } from './api/contact-queries';
import { ContactFrame } from './components/ContactFrame';
import { InquiryList } from './components/InquiryList';

const writeButton = (
  <Button component={Link} to="/contact/write">
    문의하기
  </Button>
);

/** /contact/list: the member's own inquiries; a guest is shown the way to ask without an account. */
export default function ContactListPage() {
  const { user } = useSession();
  return (
    <ContactFrame title="1:1 문의" actions={writeButton}>
      {user ? <MyInquiries /> : <GuestNotice />}
    </ContactFrame>
  );
}

function MyInquiries() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(myInquiriesQuery(page));
  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="md">
      <InquiryList rows={list.data.rows} />
      <ListPager
        page={page}
        total={list.data.total}
        size={INQUIRY_PAGE_SIZE}
        onChange={(next) => setParams({ page: String(next) })}
      />
    </Stack>
  );
}

function GuestNotice() {
  return (
    <Alert variant="light">
      <Stack gap="xs">
        <Text size="sm">
          로그인하면 지금까지 남긴 문의와 답변을 여기에서 볼 수 있습니다. 회원이 아니어도 이메일 주소를 남기고
          문의할 수 있으며, 답변은 메일로 받은 링크에서 확인할 수 있습니다.
        </Text>
        <Group gap="xs">
          <Button component={Link} to="/auth/login?next=%2Fcontact%2Flist" variant="default" size="xs">
            로그인
          </Button>
          <Button component={Link} to="/contact/write" size="xs">
            비회원으로 문의하기
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
