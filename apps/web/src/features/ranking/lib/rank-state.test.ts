import { describe, expect, it } from 'vitest';
import {
  activeDirection,
  chooseNation,
  chooseSeries,
  chooseSet,
  chooseType,
  clickColumn,
  columnKey,
  initialRankState,
  parseRankState,
  rankStateToParams,
  type RankState,
} from './rank-state';

const filtered = (overrides: Partial<RankState> = {}): RankState => ({
  ...initialRankState(),
  series: '스칼렛&바이올렛',
  set: null,
  page: 4,
  ...overrides,
});

describe('ranking column and direction (§4)', () => {
  it('starts on column 1 descending, with columns 2 and 3 ascending', () => {
    const state = initialRankState();
    expect(columnKey(state)).toBe('total_avg');
    expect(activeDirection(state)).toBe('desc');
    expect(state.directions).toEqual(['desc', 'asc', 'asc']);
  });

  it('makes a clicked column active and flips only its own flag, back to page 1', () => {
    const first = clickColumn({ ...initialRankState(), page: 3 }, 1);
    expect(first.column).toBe(1);
    expect(columnKey(first)).toBe('perform_avg');
    expect(first.directions).toEqual(['desc', 'desc', 'asc']);
    expect(first.page).toBe(1);

    const again = clickColumn(first, 1);
    expect(activeDirection(again)).toBe('asc');

    const back = clickColumn(again, 0);
    expect(back.column).toBe(0);
    expect(back.directions).toEqual(['asc', 'asc', 'asc']);
  });

  it('starts the sorting over when the rank type changes', () => {
    const state = chooseType(clickColumn(initialRankState(), 2), 'trade');
    expect(columnKey(state)).toBe('avg_price');
    expect(state.directions).toEqual(['desc', 'asc', 'asc']);
  });
});

describe('ranking filter clearing rules (§4)', () => {
  it('clears the set name when a series is chosen, and the series when a set is chosen', () => {
    const withSet = chooseSet(filtered(), '151');
    expect(withSet).toMatchObject({ set: '151', series: null, page: 1 });
    const withSeries = chooseSeries(withSet, '소드&실드');
    expect(withSeries).toMatchObject({ series: '소드&실드', set: null, page: 1 });
  });

  it('clearing one filter leaves the other alone', () => {
    expect(chooseSet(filtered(), null).series).toBe('스칼렛&바이올렛');
  });

  it('clears both on a desktop edition tab, only the set name on the mobile dropdown', () => {
    const state = { ...filtered(), set: '151' };
    expect(chooseNation(state, 'jp', 'desktop')).toMatchObject({
      nation: 'jp',
      series: null,
      set: null,
      page: 1,
    });
    expect(chooseNation(state, 'jp', 'mobile')).toMatchObject({
      nation: 'jp',
      series: '스칼렛&바이올렛',
      set: null,
    });
  });
});

describe('ranking state in the address', () => {
  it('round-trips every field and keeps a first-load state as a bare /rank', () => {
    expect(rankStateToParams(initialRankState()).toString()).toBe('');
    const state: RankState = {
      nation: 'en',
      type: 'usage',
      series: 'Scarlet & Violet',
      set: null,
      column: 2,
      directions: ['desc', 'asc', 'desc'],
      page: 3,
    };
    expect(parseRankState(rankStateToParams(state))).toEqual(state);
  });

  it('falls back to the first-load values for malformed parameters', () => {
    const params = new URLSearchParams('nation=xx&type=nope&col=7&dir=up&page=-2');
    expect(parseRankState(params)).toEqual(initialRankState());
  });
});
