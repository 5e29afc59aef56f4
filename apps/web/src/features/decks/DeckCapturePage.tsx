import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import { CaptureView } from '../../components/capture/CaptureView';
import { PageFrame } from '../../components/PageFrame';
import { PageLoader } from '../../components/PageLoader';
import { captureImageUrl, sharePageUrl } from '../../lib/capture-urls';
import { deckQuery } from './api/deck-queries';
import { DeckMessage } from './components/DeckMessage';
import { useDeckId } from './hooks/use-deck-id';

/** Only public decks get a share picture: a private deck's cards are its writer's alone. */
export const PRIVATE_DECK_CAPTURE =
  '비공개 덱은 공유 이미지를 만들 수 없습니다. 덱을 공개로 바꾼 뒤 다시 시도해주세요.';

function Capture({ id }: { id: number }) {
  const deck = useQuery(deckQuery(id));
  if (deck.isPending) return <PageLoader />;
  if (deck.isError) return <DeckMessage message={deck.error.message} />;
  const d = deck.data;
  return (
    <PageFrame title={d.title} back={{ to: `/deck/read?id=${id}`, label: '덱 레시피' }}>
      {d.status === '비공개' ? (
        <Alert color="gray" role="alert">
          {PRIVATE_DECK_CAPTURE}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            이미지를 저장하거나 링크를 복사해 공유하세요. 링크를 받은 사람은 이 이미지를 미리보기로 봅니다.
          </Text>
          <CaptureView
            src={captureImageUrl('deck', id)}
            alt={`${d.title} 덱 이미지`}
            fileName={`carddogam-deck-${id}.png`}
            shareUrl={sharePageUrl(`/deck_capture?id=${id}`)}
          />
        </Stack>
      )}
    </PageFrame>
  );
}

/** /deck_capture?id= (§2.2): the deck as its 1200×630 share picture, with 이미지 저장 and 링크 복사. */
export default function DeckCapturePage() {
  const id = useDeckId();
  return id ? <Capture id={id} /> : <DeckMessage message={DECK_MSG.notFound} />;
}
