import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { PageLoader } from '../../components/PageLoader';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { showSuccess } from '../../lib/toast';
import { DeckMessage } from './components/DeckMessage';
import { useDeckId } from './hooks/use-deck-id';
import { useDeckMutations } from './api/deck-mutations';

function CopyDeck({ id }: { id: number }) {
  const navigate = useNavigate();
  const { copy } = useDeckMutations();
  // One copy per visit, even when the page mounts twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    copy.mutate(id, {
      onSuccess: ({ id: newId }) => {
        showSuccess(DECK_MSG.copied);
        void navigate(`/deck/update?id=${newId}`, { replace: true });
      },
    });
  }, [copy, id, navigate]);
  if (copy.isError) return <DeckMessage message={copy.error.message} />;
  return <PageLoader />;
}

/** /deck/copy?id=: copies the deck for the member and opens the copy in the builder. */
export default function DeckCopyPage() {
  const id = useDeckId();
  return (
    <RequireLogin>
      {() => (id ? <CopyDeck id={id} /> : <DeckMessage message={DECK_MSG.notFound} />)}
    </RequireLogin>
  );
}
