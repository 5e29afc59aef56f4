import { Container, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { PageLoader } from '../../components/PageLoader';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { showSuccess } from '../../lib/toast';
import { deckQuery } from './api/deck-queries';
import { DeckEditor } from './components/DeckEditor';
import { DeckMessage } from './components/DeckMessage';
import { useDeckId } from './hooks/use-deck-id';
import { useDeckMutations } from './api/deck-mutations';

function DeckUpdate({ id, userId }: { id: number; userId: string }) {
  const navigate = useNavigate();
  const deck = useQuery(deckQuery(id));
  const { update } = useDeckMutations();
  if (deck.isPending) return <PageLoader />;
  if (deck.isError) return <DeckMessage message={deck.error.message} />;
  if (deck.data.writer !== userId) return <DeckMessage message={DECK_MSG.notOwner} />;
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        덱 수정
      </Title>
      <DeckEditor
        initial={deck.data}
        userId={userId}
        saving={update.isPending}
        saveError={update.error?.message ?? null}
        onSave={(fields) =>
          update.mutate(
            { ...fields, id },
            {
              onSuccess: () => {
                showSuccess(DECK_MSG.saved);
                void navigate(`/deck/read?id=${id}`);
              },
            },
          )
        }
      />
    </Container>
  );
}

/** /deck/update?id=: the writer edits their deck. */
export default function DeckUpdatePage() {
  const id = useDeckId();
  return (
    <RequireLogin>
      {(user) =>
        id ? (
          <DeckUpdate key={id} id={id} userId={user.user_id} />
        ) : (
          <DeckMessage message={DECK_MSG.notFound} />
        )
      }
    </RequireLogin>
  );
}
