import { describe, expect, it } from 'vitest';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { LEAGUE } from '../league.fixture';
import { draftOf, paramsOf, TYPE_REQUIRED } from './league-draft';
import { countryName, placementText, recordText } from './league-text';
import { calendarParams, listParams, listSearch, readListState } from './list-state';
import { standingsProblems } from './standings-check';

describe('the list address', () => {
  it('reads the filters, dropping malformed values, and writes back only what differs from the default', () => {
    const state = readListState(
      new URLSearchParams(
        'type_id=2&division=Junior&date_from=2026-01-01&date_to=2026-02-30&country_code=jp&text=%20서울%20&page=3',
      ),
    );
    expect(state).toMatchObject({
      type_id: 2,
      division: 'Junior',
      date_from: '2026-01-01',
      date_to: null,
      country_code: null,
      text: '서울',
      page: 3,
      view: 'list',
      month: null,
    });
    expect(listSearch(state).toString()).toBe(
      'type_id=2&division=Junior&date_from=2026-01-01&text=%EC%84%9C%EC%9A%B8&page=3',
    );
    expect(readListState(new URLSearchParams('division=Elite&type_id=0')).division).toBeNull();
  });

  it('keeps the calendar month in the address and leaves the page out of it', () => {
    const state = readListState(new URLSearchParams('view=calendar&month=2026-02&page=4'));
    expect(state.month).toEqual({ year: 2026, month: 2 });
    expect(listSearch(state).toString()).toBe('view=calendar&month=2026-02');
  });

  it('asks the list for its period and page, and the calendar for its whole month', () => {
    const state = readListState(new URLSearchParams('division=Master&date_to=2026-03-01&page=2'));
    expect(listParams(state)).toEqual({
      division: 'Master',
      text: '',
      date_to: '2026-03-01',
      page: 2,
      size: 20,
    });
    expect(calendarParams(state, { year: 2028, month: 2 })).toEqual({
      division: 'Master',
      text: '',
      date_from: '2028-02-01',
      date_to: '2028-02-29',
      page: 1,
      size: 100,
    });
  });
});

describe('the event form', () => {
  it('turns an event into the form and back into the same fields', () => {
    const checked = paramsOf(draftOf(LEAGUE));
    expect(checked).toEqual({
      fields: {
        name: LEAGUE.name,
        type_id: 2,
        event_date: '2026-11-14',
        venue: '코엑스',
        country_code: 'KR',
        division: 'Master',
        player_count: 512,
        format: 'standard',
        regulation_marks: ['G', 'H'],
      },
    });
  });

  it('names every field a new event still lacks', () => {
    expect(paramsOf({ ...draftOf(null), event_date: '2026-02-30' })).toEqual({
      errors: {
        name: M.nameRequired,
        type_id: TYPE_REQUIRED,
        event_date: M.dateInvalid,
        division: M.divisionInvalid,
      },
    });
  });
});

describe('standings and their text', () => {
  it('finds format problems by line before sending, and passes a good paste', () => {
    expect(standingsProblems('1 | A | 3-0\n1 | B | 2-1')).toBe('2번째 줄: 1위가 1번째 줄에 이미 있습니다.');
    expect(standingsProblems('1 | A | 3-0\n4 Nest Ball SVI 181')).toBeNull();
    const many = Array.from({ length: 12 }, (_, i) => `x${i} | A | 3-0`).join('\n');
    expect(standingsProblems(many)!.split('\n').at(-1)).toBe('외 2건의 오류가 더 있습니다.');
  });

  it('writes placements, records and countries', () => {
    expect(placementText(3)).toBe('3위');
    expect(recordText({ wins: 5, losses: 2, ties: 0 })).toBe('5-2-0');
    expect(countryName([{ code: 'KR', country_kr: '대한민국' }], 'KR')).toBe('대한민국');
    expect(countryName([], 'ZZ')).toBe('ZZ');
  });
});
