import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { REVIEW_MSG, type Review } from '@carddogam/contract/calls/reviews';
import type { Nation } from '@carddogam/contract/constants';
import { useReviewMutations } from '../api/review-mutations';
import { ReviewItem } from './ReviewItem';

interface ReviewListProps {
  cardId: string;
  nation: Nation;
  reviews: Review[];
  /** The review in edit mode; the flag is local to the page (§4). */
  editingId: number | null;
  onEditingChange: (id: number | null) => void;
}

/** The card edition's reviews with the writer's and the 관리자's actions (§2.14). */
export function ReviewList({ cardId, nation, reviews, editingId, onEditingChange }: ReviewListProps) {
  const { update, remove, setBlind } = useReviewMutations(cardId, nation);

  // Nothing is deleted until the member confirms the §8 prompt.
  const confirmDelete = (id: number) =>
    modals.openConfirmModal({
      title: '리뷰 삭제',
      children: <Text size="sm">{REVIEW_MSG.deleteConfirm}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id),
    });

  if (reviews.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        아직 작성된 리뷰가 없습니다.
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          review={review}
          editing={editingId === review.id}
          saving={update.isPending && update.variables?.id === review.id}
          blindPending={setBlind.isPending && setBlind.variables?.id === review.id}
          onEditStart={onEditingChange}
          onEditCancel={() => onEditingChange(null)}
          onSave={(id, draft) => update.mutate({ id, draft }, { onSuccess: () => onEditingChange(null) })}
          onDelete={confirmDelete}
          onToggleBlind={(id, blind) => setBlind.mutate({ id, blind })}
        />
      ))}
    </Stack>
  );
}
