import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { REVIEW_PAGE_SIZE, reviewCalls, type ReviewSummary } from '@carddogam/contract/calls/reviews';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { reviewKeys } from './keys';

const EMPTY_SUMMARY: ReviewSummary = {
  perform_avg: 0,
  perform_count: 0,
  collect_avg: 0,
  collect_count: 0,
  total_avg: 0,
  total_count: 0,
};

export const reviewSummaryQuery = (cardId: string, nation: Nation) =>
  queryOptions({
    queryKey: reviewKeys.summary(cardId, nation),
    queryFn: async () =>
      (await callApi(reviewCalls.summary, { card_id: cardId, text_nation: nation }))[0] ?? EMPTY_SUMMARY,
  });

/** The reviews come REVIEW_PAGE_SIZE at a time, newest first; a shorter page is the last one. */
export const reviewListQuery = (cardId: string, nation: Nation) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(cardId, nation),
    queryFn: ({ pageParam }) =>
      callApi(reviewCalls.list, { card_id: cardId, text_nation: nation, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < REVIEW_PAGE_SIZE ? undefined : lastPageParam + 1,
  });
