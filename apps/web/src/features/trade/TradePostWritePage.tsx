import { useState } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useTradeMutations } from './api/trade-mutations';
import { LoginNotice } from './components/LoginNotice';
import { PostForm } from './components/PostForm';
import { draftToParams, EMPTY_DRAFT } from './lib/trade-draft';

/** /trade/post/write */
export default function TradePostWritePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { insert } = useTradeMutations();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Title order={2}>거래글 작성</Title>
        {!user || user.type === '밴 유저' ? (
          <LoginNotice banned={user?.type === '밴 유저'} />
        ) : (
          <PostForm
            initial={EMPTY_DRAFT}
            submitLabel="등록하기"
            busy={insert.isPending}
            serverError={serverError}
            onCancel={() => void navigate('/trade/post/list')}
            onSubmit={(draft) => {
              setServerError(null);
              insert.mutate(draftToParams(draft), {
                onSuccess: ({ id }) => void navigate(`/trade/post/read?id=${id}`),
                onError: (error) => setServerError(error.message),
              });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
