import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { inquiryQuery } from './api/contact-queries';
import { ContactFrame } from './components/ContactFrame';
import { InquiryView } from './components/InquiryView';

/** /contact/read?id=N (the asker or staff) or ?id=N&token=… (a guest's mailed link). */
export default function ContactReadPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const valid = Number.isInteger(id) && id > 0;
  return (
    <ContactFrame
      title="1:1 문의"
      actions={
        user && (
          <Button component={Link} to="/contact/list" variant="default">
            목록
          </Button>
        )
      }
    >
      {valid ? <InquiryBody id={id} token={token} /> : <Alert color="red">{CONTACT_MSG.notFound}</Alert>}
    </ContactFrame>
  );
}

function InquiryBody({ id, token }: { id: number; token: string }) {
  const query = useQuery(inquiryQuery(id, token));
  const { pathname, search } = useLocation();
  if (query.data) return <InquiryView inquiry={query.data} />;
  const error = query.error;
  if (error instanceof ApiError && (error.status === 401 || error.status === 404))
    return (
      <Alert color={error.status === 401 ? 'blue' : 'red'} role="alert">
        <Stack gap="xs">
          <Text size="sm">{error.message}</Text>
          {error.status === 401 && (
            <Group>
              <Anchor
                component={Link}
                to={`/auth/login?next=${encodeURIComponent(pathname + search)}`}
                size="sm"
              >
                로그인하기
              </Anchor>
            </Group>
          )}
        </Stack>
      </Alert>
    );
  return <QueryState error={error} onRetry={() => void query.refetch()} />;
}
