/** The rating scales' meaning (§9). Scores are 0–5 in half steps; 0 means "not rated yet". */

export type RatingKind = 'perform' | 'collect';

export const RATING_LEGEND: Record<RatingKind, readonly [string, string, string, string, string]> = {
  perform: [
    '이 카드를 쓸 바엔 다른 카드 쓰세요',
    '대체할 게 없다면 한 번 사용해볼 정도?',
    '있으면 쓰는 카드',
    '좋은 카드에요, 사용해보세요',
    '필수 카드, 4장 꽉꽉 채워서 덱에 넣으세요',
  ],
  collect: [
    '너도 나도 10장 이상 가지고 있는 카드',
    '어렵지 않게 수집할 수 있어요',
    '어렵지만 수집할 만해요',
    '구하기가 하늘에 별따기에요',
    '존재 하기는 하는 걸까?',
  ],
};

export const NO_RATING_TEXT = '이 카드에 평점을 입력해주세요!';

/** The legend step a score falls on: a half step counts toward the next whole one (3.5 → 4); 0 is none. */
export function legendStep(score: number): number {
  if (!(score > 0)) return 0;
  return Math.min(5, Math.ceil(score));
}

/** The one-line meaning of a score, or the invitation to rate at 0 (§9). */
export function legendText(kind: RatingKind, score: number): string {
  const step = legendStep(score);
  return step === 0 ? NO_RATING_TEXT : RATING_LEGEND[kind][step - 1];
}
