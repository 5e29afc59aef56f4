import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';

/** §7.5 Card reviews: ratings for performance and collection, per card edition (text_nation). */

export const REVIEW_MSG = {
  loginRequired: '카드 평가는 로그인 이후에만 가능합니다.',
  banned: '밴 유저는 밴 기간동안 리뷰가 제한됩니다.',
  ratingRequiredNew: '카드 평가를 달기 위해서는 성능과 수집 평점 중 1개 이상 참여하셔야 합니다.',
  ratingRequiredEdit: '카드 댓글을 달기 위해서는 성능과 수집 평점 중 1개 이상 참여하셔야 합니다.',
  deleteConfirm: '해당 리뷰를 삭제하시겠습니까?',
  blinded: '해당 평가는 관리자에 의해 블라인드 처리되었습니다.',
  blindDone: '리뷰가 블라인드되었습니다.',
  unblindDone: '블라인드 해제되었습니다.',
  alreadyReviewed: '이미 이 카드에 평가를 남기셨습니다. 남기신 평가를 수정해주세요.',
  notFound: '해당 리뷰를 찾을 수 없습니다.',
  notOwner: '본인이 작성한 리뷰만 수정하거나 삭제할 수 있습니다.',
} as const;

/** Reviews per page of the list (a card can gather thousands). */
export const REVIEW_PAGE_SIZE = 20;

export const REVIEW_STATUS = { normal: '정상', blind: '블라인드' } as const;

/** 0–5 in half steps (§3). */
const rate = z.coerce
  .number()
  .min(0)
  .max(5)
  .refine((v) => Number.isInteger(v * 2), '평점은 0.5 단위로 입력해주세요.');

const reviewFields = {
  card_id: cardId,
  text_nation: nation,
  /** Ignored: the writer is always the logged-in member. Accepted because the spec's payload has it. */
  writer: z.string().max(64).optional(),
  rate_perform_check: z.boolean(),
  rate_perform: rate,
  rate_collect_check: z.boolean(),
  rate_collect: rate,
  content: z.string().max(5000, '리뷰는 5,000자까지 쓸 수 있습니다.').default(''),
};

export const reviewSummary = z.object({
  perform_avg: z.number(),
  perform_count: z.number(),
  collect_avg: z.number(),
  collect_count: z.number(),
  total_avg: z.number(),
  total_count: z.number(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const review = z.object({
  id: z.number(),
  user_id: z.string(),
  nickname: z.string(),
  created: z.string(),
  status: z.string(),
  rate_perform_check: z.boolean(),
  rate_perform: z.number(),
  rate_collect_check: z.boolean(),
  rate_collect: z.number(),
  /** null for a blinded review unless the reader is a 관리자. */
  content: z.string().nullable(),
});
export type Review = z.infer<typeof review>;

const byCard = z.object({ card_id: cardId, text_nation: nation });
const byId = z.object({ id });

export const reviewCalls = {
  summary: defineCall('/api/card/detail/review/list/avg', byCard, z.array(reviewSummary)),
  /** Newest first, REVIEW_PAGE_SIZE at a time; a page shorter than the size is the last one. */
  list: defineCall(
    '/api/card/detail/review/list',
    byCard.extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    z.array(review),
  ),
  insert: defineCall('/api/card/detail/review/insert', z.object(reviewFields), z.object({ id: z.number() })),
  update: defineCall(
    '/api/card/detail/review/update',
    z.object({ ...reviewFields, id }),
    z.object({ id: z.number() }),
  ),
  remove: defineCall('/api/card/detail/review/delete', byId, z.object({ id: z.number() })),
  blind: defineCall('/api/card/detail/review/blind', byId, z.object({ id: z.number(), status: z.string() })),
  unblind: defineCall(
    '/api/card/detail/review/unblind',
    byId,
    z.object({ id: z.number(), status: z.string() }),
  ),
};
