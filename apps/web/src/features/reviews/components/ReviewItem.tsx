import { lazy, Suspense } from 'react';
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { REVIEW_STATUS, type Review } from '@carddogam/contract/calls/reviews';
import { UserPopupMenu } from '../../user-menu';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import type { ReviewDraft } from '../lib/review-draft';
import { canManage, isAdmin } from '../lib/review-permissions';
import { ReviewActions } from './ReviewActions';
import { ReviewContent } from './ReviewContent';
import { ReviewRatings } from './ReviewRatings';

// Only the writer and staff ever edit a review: the editor's inputs load when editing starts.
const ReviewEditor = lazy(() => import('./ReviewEditor').then((m) => ({ default: m.ReviewEditor })));

export interface ReviewItemHandlers {
  onEditStart: (id: number) => void;
  onEditCancel: () => void;
  onSave: (id: number, draft: ReviewDraft) => void;
  onDelete: (id: number) => void;
  onToggleBlind: (id: number, blind: boolean) => void;
}

interface ReviewItemProps extends ReviewItemHandlers {
  review: Review;
  editing: boolean;
  saving: boolean;
  blindPending: boolean;
}

/** One review: writer, date, ratings and text, or its edit mode (§2.14). */
export function ReviewItem({ review, editing, saving, blindPending, ...handlers }: ReviewItemProps) {
  const { user } = useSession();
  const manage = canManage(user, review);
  const blinded = review.status === REVIEW_STATUS.blind;
  // Without the text (a blinded review seen by its writer), an edit would save an empty text over it.
  const canEdit = manage && review.content !== null;

  return (
    <Paper withBorder p="sm" component="article" aria-label={`${review.nickname}님의 리뷰`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap">
            <UserPopupMenu user={{ user_id: review.user_id, nickname: review.nickname }} />
            <Text size="xs" c="dimmed">
              {formatDateTime(review.created)}
            </Text>
          </Group>
          {!editing && (
            <ReviewActions
              canEdit={canEdit}
              canDelete={manage}
              blind={
                isAdmin(user)
                  ? {
                      blinded,
                      pending: blindPending,
                      onToggle: () => handlers.onToggleBlind(review.id, !blinded),
                    }
                  : null
              }
              onEdit={() => handlers.onEditStart(review.id)}
              onDelete={() => handlers.onDelete(review.id)}
            />
          )}
        </Group>
        {editing ? (
          <Suspense fallback={<Loader size="sm" aria-label="수정란 불러오는 중" />}>
            <ReviewEditor
              review={review}
              saving={saving}
              onSave={(draft) => handlers.onSave(review.id, draft)}
              onCancel={handlers.onEditCancel}
            />
          </Suspense>
        ) : (
          <>
            <ReviewRatings review={review} />
            <ReviewContent review={review} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
