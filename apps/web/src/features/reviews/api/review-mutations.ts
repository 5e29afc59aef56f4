import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVIEW_MSG, reviewCalls } from '@carddogam/contract/calls/reviews';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { rankingKeys } from '../../ranking';
import { reviewKeys } from './keys';
import { draftToFields, type ReviewDraft } from '../lib/review-draft';
import { showError, showSuccess } from '../../../lib/toast';

/**
 * The §7.5 writes for one card edition. Each refreshes the card's list and summary and every ranking,
 * since a review moves the rating figures; failures show the server's message.
 */
export function useReviewMutations(cardId: string, nation: Nation) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.edition(cardId, nation) }),
      queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
    ]);
  const base = { card_id: cardId, text_nation: nation };

  const insert = useMutation({
    mutationFn: (draft: ReviewDraft) => callApi(reviewCalls.insert, { ...base, ...draftToFields(draft) }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: ReviewDraft }) =>
      callApi(reviewCalls.update, { ...base, id, ...draftToFields(draft) }),
    onSuccess: refresh,
    onError: showError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(reviewCalls.remove, { id }),
    onSuccess: refresh,
    onError: showError,
  });
  const setBlind = useMutation({
    mutationFn: ({ id, blind }: { id: number; blind: boolean }) =>
      callApi(blind ? reviewCalls.blind : reviewCalls.unblind, { id }),
    onSuccess: (_result, { blind }) => {
      showSuccess(blind ? REVIEW_MSG.blindDone : REVIEW_MSG.unblindDone);
      return refresh();
    },
    onError: showError,
  });

  return { insert, update, remove, setBlind };
}
