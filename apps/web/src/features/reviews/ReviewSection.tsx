import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Nation } from '@carddogam/contract/constants';
import { useSession } from '../../lib/session';
import { reviewListQuery, reviewSummaryQuery } from './api/review-queries';
import { ReviewForm } from './components/ReviewForm';
import { ReviewList } from './components/ReviewList';
import { ReviewListLoader, ReviewSectionFrame } from './components/ReviewSectionFrame';
import { ReviewSummaryTiles } from './components/ReviewSummaryTiles';

export interface ReviewSectionProps {
  cardId: string;
  /** The edition (text_nation) whose reviews are shown and written. */
  nation: Nation;
  /** The card name as the page shows it for this edition, e.g. 'Charizard ex (리자몽 ex)'. */
  cardTitle: string;
}

/** §2.14 on the card detail page: summary tiles, the new-review form and the reviews. */
export function ReviewSection({ cardId, nation, cardTitle }: ReviewSectionProps) {
  const { user } = useSession();
  const summary = useQuery(reviewSummaryQuery(cardId, nation));
  const list = useInfiniteQuery(reviewListQuery(cardId, nation));
  const reviews = list.data?.pages.flat();
  const [editingId, setEditingId] = useState<number | null>(null);

  // The server refuses a second review of the edition (409); the member's own one opens for editing instead.
  const openOwnReview = () => {
    const own = reviews?.find((review) => review.user_id === user?.user_id);
    if (own) setEditingId(own.id);
  };

  return (
    <ReviewSectionFrame cardTitle={cardTitle}>
      {summary.data && <ReviewSummaryTiles summary={summary.data} />}
      <ReviewForm cardId={cardId} nation={nation} onAlreadyReviewed={openOwnReview} />
      {list.isPending && <ReviewListLoader />}
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {reviews && (
        <ReviewList
          cardId={cardId}
          nation={nation}
          reviews={reviews}
          editingId={editingId}
          onEditingChange={setEditingId}
        />
      )}
      {list.hasNextPage && (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          리뷰 더보기
        </Button>
      )}
    </ReviewSectionFrame>
  );
}
