import { describe, expect, it } from 'vitest';
import { draftToFields, EMPTY_DRAFT, hasRating, setRatingCheck, setRatingValue } from './review-draft';

describe('review draft rules (§2.14, §5)', () => {
  it('ignores stars while the box is unchecked and resets the rating to 0 on uncheck', () => {
    expect(setRatingValue(EMPTY_DRAFT, 'perform', 4)).toEqual(EMPTY_DRAFT);
    const checked = setRatingValue(setRatingCheck(EMPTY_DRAFT, 'perform', true), 'perform', 4);
    expect(checked).toMatchObject({ performCheck: true, perform: 4 });
    expect(setRatingCheck(checked, 'perform', false)).toMatchObject({ performCheck: false, perform: 0 });
  });

  it('needs at least one rating', () => {
    expect(hasRating(EMPTY_DRAFT)).toBe(false);
    expect(hasRating(setRatingCheck(EMPTY_DRAFT, 'collect', true))).toBe(true);
  });

  it('sends the payload fields of §7.5', () => {
    const draft = { ...setRatingCheck(EMPTY_DRAFT, 'collect', true), collect: 2.5, content: '좋아요' };
    expect(draftToFields(draft)).toEqual({
      rate_perform_check: false,
      rate_perform: 0,
      rate_collect_check: true,
      rate_collect: 2.5,
      content: '좋아요',
    });
  });
});
