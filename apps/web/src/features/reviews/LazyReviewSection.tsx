import { lazy, Suspense } from 'react';
import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { reviewListQuery, reviewSummaryQuery } from './api/review-queries';
import { ReviewSectionPending } from './components/ReviewSectionFrame';
import type { ReviewSectionProps } from './ReviewSection';

// Below the first screen of the card page: the reviews' code (stars, the list with its menus) loads after
// the page, and the summary and first page of reviews are asked for at once, beside that code.
const ReviewSection = lazy(() => import('./ReviewSection').then((m) => ({ default: m.ReviewSection })));

/** §2.14 on the card page, drawn as it first shows (title, form or notice, loader) until its code arrives. */
export function LazyReviewSection(props: ReviewSectionProps) {
  usePrefetchQuery(reviewSummaryQuery(props.cardId, props.nation));
  usePrefetchInfiniteQuery(reviewListQuery(props.cardId, props.nation));
  return (
    <Suspense fallback={<ReviewSectionPending cardTitle={props.cardTitle} />}>
      <ReviewSection {...props} />
    </Suspense>
  );
}
