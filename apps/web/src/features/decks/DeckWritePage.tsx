import { Container, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { showSuccess } from '../../lib/toast';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { DeckNotices } from '../search-deck-admin';
import { DeckEditor } from './components/DeckEditor';
import { useDeckMutations } from './api/deck-mutations';

/** /deck/write: a new deck. */
export default function DeckWritePage() {
  const navigate = useNavigate();
  const { write } = useDeckMutations();
  return (
    <RequireLogin>
      {(user) => (
        <Container size="lg" py="md">
          <Title order={1} size="h2" mb="md">
            덱 작성
          </Title>
          <DeckNotices />
          <DeckEditor
            initial={null}
            userId={user.user_id}
            saving={write.isPending}
            saveError={write.error?.message ?? null}
            onSave={(fields) =>
              write.mutate(fields, {
                onSuccess: ({ id }) => {
                  showSuccess(DECK_MSG.saved);
                  void navigate(`/deck/read?id=${id}`);
                },
              })
            }
          />
        </Container>
      )}
    </RequireLogin>
  );
}
