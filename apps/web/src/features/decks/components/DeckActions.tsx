import { Button, Group, Rating, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCamera, IconCopy, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DECK_MSG, type DeckDetail } from '@carddogam/contract/calls/decks';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useDeckMutations } from '../api/deck-mutations';

/** Like, rate, copy, capture, and for the writer edit and delete (관리자 may delete any deck). */
export function DeckActions({ deck }: { deck: DeckDetail }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { like, rate, remove } = useDeckMutations();
  const mine = user?.user_id === deck.writer;
  const canDelete = mine || user?.type === '관리자';

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '덱 삭제',
      children: <Text size="sm">{DECK_MSG.deleteConfirm}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(deck.id, {
          onSuccess: () => {
            showSuccess(DECK_MSG.deleted);
            void navigate('/deck/list');
          },
        }),
    });

  return (
    <Group gap="sm">
      <Button
        variant={deck.liked ? 'filled' : 'default'}
        color="pink"
        leftSection={deck.liked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
        aria-pressed={deck.liked}
        disabled={!user}
        onClick={() => like.mutate(deck.id)}
      >
        좋아요 {deck.like_count}
      </Button>
      {user && (
        <Button
          component={Link}
          to={`/deck/copy?id=${deck.id}`}
          variant="default"
          leftSection={<IconCopy size={16} />}
        >
          덱 복사
        </Button>
      )}
      {deck.status === '공개' && (
        <Button
          component={Link}
          to={`/deck_capture?id=${deck.id}`}
          variant="default"
          leftSection={<IconCamera size={16} />}
        >
          공유 이미지
        </Button>
      )}
      {user && !mine && (
        <Group gap={4}>
          <Text size="sm">내 평점</Text>
          <Rating
            aria-label="내 평점"
            fractions={2}
            value={deck.my_rating ?? 0}
            onChange={(rating) =>
              rating >= 0.5 &&
              rate.mutate({ id: deck.id, rating }, { onSuccess: () => showSuccess(DECK_MSG.rated) })
            }
          />
        </Group>
      )}
      {mine && (
        <Button component={Link} to={`/deck/update?id=${deck.id}`} variant="light">
          수정
        </Button>
      )}
      {canDelete && (
        <Button variant="light" color="red" onClick={confirmDelete}>
          삭제
        </Button>
      )}
    </Group>
  );
}
