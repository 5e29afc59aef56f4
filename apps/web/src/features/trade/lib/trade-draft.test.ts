import { describe, expect, it } from 'vitest';
import { TRADE_MSG, type TradePost } from '@carddogam/contract/calls/trade';
import {
  draftProblem,
  draftToParams,
  EMPTY_DRAFT,
  newLine,
  postToDraft,
  type PostDraft,
} from './trade-draft';
import { withCondition } from './grades';

const priced = (fields: Partial<ReturnType<typeof newLine>> = {}) => ({
  ...newLine('sv3pt5-6', 'kr', '리자몽 ex'),
  card_price: 12000,
  ...fields,
});
const draft = (fields: Partial<PostDraft> = {}): PostDraft => ({
  ...EMPTY_DRAFT,
  title: '리자몽 팝니다',
  lines: [priced()],
  ...fields,
});

describe('trade post form rules', () => {
  it('needs a title, at least one card and a positive price on every line', () => {
    expect(draftProblem(draft())).toBeNull();
    expect(draftProblem(draft({ title: '   ' }))).toBe(TRADE_MSG.titleRequired);
    expect(draftProblem(draft({ lines: [] }))).toBe(TRADE_MSG.linesRequired);
    expect(draftProblem(draft({ lines: [priced(), priced({ card_price: 0 })] }))).toBe(
      TRADE_MSG.priceInvalid,
    );
  });

  it('asks a graded line for its company and a grade from 10 to 1 in half steps', () => {
    const graded = withCondition(priced(), '등급');
    expect(graded).toMatchObject({ grade_company: 'PSA', grade: 100 });
    expect(draftProblem(draft({ lines: [graded] }))).toBeNull();
    expect(draftProblem(draft({ lines: [{ ...graded, grade: 93 }] }))).toBe(TRADE_MSG.gradeRequired);
    expect(draftProblem(draft({ lines: [{ ...graded, grade_company: null }] }))).toBe(
      TRADE_MSG.gradeRequired,
    );
    expect(withCondition(graded, 'A급')).toMatchObject({
      card_state: 'A급',
      grade_company: null,
      grade: null,
    });
  });

  it('sends grade fields only for 등급 and keeps saved line ids for an edit', () => {
    const params = draftToParams(draft({ lines: [priced({ id: 7, grade_company: 'PSA', grade: 90 })] }));
    expect(params.lines[0]).toEqual({
      id: 7,
      card_id: 'sv3pt5-6',
      card_nation: 'kr',
      card_state: 'S급',
      grade_company: null,
      grade: null,
      card_price: 12000,
      state: '등록됨',
    });
    expect('id' in draftToParams(draft()).lines[0]!).toBe(false);
  });

  it('turns a saved post back into the form', () => {
    const post: TradePost = {
      id: 3,
      title: 't',
      content: 'c',
      images: [],
      user_id: 'u',
      nickname: 'n',
      created: '',
      updated: null,
      view_count: 0,
      lines: [
        {
          id: 11,
          post_id: 3,
          card_id: 'x',
          card_nation: 'jp',
          card_name: '이름',
          card_state: '등급',
          grade_company: 'ETC',
          grade: 95,
          card_price: 5000,
          card_created: null,
          card_sold: '2026-11-20',
          state: '판매완료',
        },
      ],
    };
    expect(postToDraft(post).lines[0]).toMatchObject({
      id: 11,
      card_nation: 'jp',
      grade: 95,
      state: '판매완료',
    });
  });
});
