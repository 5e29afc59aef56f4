import type { Review } from '@carddogam/contract/calls/reviews';

/** What the new-review form and the edit mode hold. */
export interface ReviewDraft {
  performCheck: boolean;
  perform: number;
  collectCheck: boolean;
  collect: number;
  content: string;
}

/** The form after load and after every submit: both boxes unchecked, both rates 0, no text (§2.14). */
/** The new-review box's placeholder (§2.14). */
export const CONTENT_HINT = '카드에 대한 리뷰를 남겨주세요. 리뷰를 작성하면 5P가 적립됩니다.';

export const EMPTY_DRAFT: ReviewDraft = {
  performCheck: false,
  perform: 0,
  collectCheck: false,
  collect: 0,
  content: '',
};

export function draftFromReview(review: Review): ReviewDraft {
  return {
    performCheck: review.rate_perform_check,
    perform: review.rate_perform,
    collectCheck: review.rate_collect_check,
    collect: review.rate_collect,
    content: review.content ?? '',
  };
}

/** At least one of the two ratings must take part (§5). */
export function hasRating(draft: ReviewDraft): boolean {
  return draft.performCheck || draft.collectCheck;
}

/** The §7.5 payload fields; an unchecked rating is sent as 0. */
export function draftToFields(draft: ReviewDraft) {
  return {
    rate_perform_check: draft.performCheck,
    rate_perform: draft.performCheck ? draft.perform : 0,
    rate_collect_check: draft.collectCheck,
    rate_collect: draft.collectCheck ? draft.collect : 0,
    content: draft.content,
  };
}

export type DraftRating = 'perform' | 'collect';

/** Stars can be set only while the box is checked; unchecking takes the rating back to 0 (§2.14). */
export function setRatingCheck(draft: ReviewDraft, kind: DraftRating, checked: boolean): ReviewDraft {
  return kind === 'perform'
    ? { ...draft, performCheck: checked, perform: checked ? draft.perform : 0 }
    : { ...draft, collectCheck: checked, collect: checked ? draft.collect : 0 };
}

export function setRatingValue(draft: ReviewDraft, kind: DraftRating, value: number): ReviewDraft {
  const checked = kind === 'perform' ? draft.performCheck : draft.collectCheck;
  if (!checked) return draft;
  return kind === 'perform' ? { ...draft, perform: value } : { ...draft, collect: value };
}
