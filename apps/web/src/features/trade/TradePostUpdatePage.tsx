import { useState } from 'react';
import { Alert, Container, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { TRADE_MSG } from '@carddogam/contract/calls/trade';
import { useSession } from '../../lib/session';
import { useTradeMutations } from './api/trade-mutations';
import { tradePostQuery } from './api/trade-queries';
import { LoginNotice } from './components/LoginNotice';
import { PostForm } from './components/PostForm';
import { draftToParams, postToDraft } from './lib/trade-draft';
import { postIdFrom } from './lib/post-id';

/** /trade/post/update?id= — the writer edits the post and its card lines. */
export default function TradePostUpdatePage() {
  const [params] = useSearchParams();
  const id = postIdFrom(params);
  const { user } = useSession();
  const navigate = useNavigate();
  const query = useQuery(tradePostQuery(id));
  const { update } = useTradeMutations();
  const [serverError, setServerError] = useState<string | null>(null);

  let body;
  if (!user || user.type === '밴 유저') body = <LoginNotice banned={user?.type === '밴 유저'} />;
  else if (id === null) body = <Alert color="red">{TRADE_MSG.notFound}</Alert>;
  else if (query.isPending) body = <Skeleton h={320} />;
  else if (query.isError) body = <Alert color="red">{query.error.message}</Alert>;
  else if (query.data.user_id !== user.user_id) body = <Alert color="red">{TRADE_MSG.notOwner}</Alert>;
  else
    body = (
      <PostForm
        key={query.data.id}
        initial={postToDraft(query.data)}
        submitLabel="수정하기"
        busy={update.isPending}
        serverError={serverError}
        onCancel={() => void navigate(`/trade/post/read?id=${id}`)}
        onSubmit={(draft) => {
          setServerError(null);
          update.mutate(
            { id, ...draftToParams(draft) },
            {
              onSuccess: () => void navigate(`/trade/post/read?id=${id}`),
              onError: (error) => setServerError(error.message),
            },
          );
        }}
      />
    );

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Title order={2}>거래글 수정</Title>
        {body}
      </Stack>
    </Container>
  );
}
