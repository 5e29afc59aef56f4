import { describe, expect, it } from 'vitest';
import type { MatchView } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { listParams, listSearch, readListState } from './list-state';
import { myCurrentMatch, outcomeFor } from './my-match';
import { matchResultText, openMatches, roundsOf, topCutLabel } from './rounds';
import { draftOf, koreanIso, paramsOf, type TournamentDraft } from './tournament-draft';
import { percentText, recordText, tournamentIdFrom } from './tournament-text';

const match = (overrides: Partial<MatchView>): MatchView => ({
  id: 1,
  round: 1,
  stage: 'swiss',
  table_no: 1,
  player1: { entry_id: 10, ptcgl_name: 'Ash' },
  player2: { entry_id: 11, ptcgl_name: 'Misty' },
  result: null,
  report1: null,
  report2: null,
  disputed: false,
  ...overrides,
});

describe('my match', () => {
  const detail = (matches: MatchView[], current_round = 2) => ({ current_round, matches });

  it('finds the current round only, from either side', () => {
    const old = match({ id: 1, round: 1, result: 'p1' });
    const now = match({ id: 2, round: 2, player1: { entry_id: 12, ptcgl_name: 'Brock' } });
    expect(myCurrentMatch(detail([old, now]), 11)).toMatchObject({
      match: { id: 2 },
      side: 2,
      opponent: { ptcgl_name: 'Brock' },
      state: 'report',
    });
    expect(myCurrentMatch(detail([old, now]), 10)).toBeNull();
  });

  it('tells waiting, disputed, confirmed and bye apart', () => {
    expect(myCurrentMatch(detail([match({ round: 2, report2: 'win' })]), 11)?.state).toBe('waiting');
    // The opponent's report alone leaves the reader still to report.
    expect(myCurrentMatch(detail([match({ round: 2, report1: 'win' })]), 11)?.state).toBe('report');
    expect(
      myCurrentMatch(detail([match({ round: 2, report1: 'win', report2: 'win', disputed: true })]), 11)
        ?.state,
    ).toBe('disputed');
    const won = myCurrentMatch(detail([match({ round: 2, result: 'p2' })]), 11);
    expect([won?.state, won?.outcome]).toEqual(['confirmed', 'win']);
    const bye = myCurrentMatch(detail([match({ round: 2, player2: null, result: 'bye' })]), 10);
    expect([bye?.state, bye?.opponent, bye?.outcome]).toEqual(['bye', null, 'win']);
  });

  it('mirrors a result for the other side', () => {
    expect([outcomeFor('p1', 1), outcomeFor('p1', 2), outcomeFor('p2', 2), outcomeFor('tie', 2)]).toEqual([
      'win',
      'loss',
      'win',
      'tie',
    ]);
  });
});

describe('rounds', () => {
  it('groups by round with tables in order and names the top-cut rounds', () => {
    const rounds = roundsOf([
      match({ id: 5, round: 4, stage: 'top_cut', table_no: 2 }),
      match({ id: 4, round: 4, stage: 'top_cut', table_no: 1 }),
      match({ id: 2, round: 1, table_no: 2 }),
      match({ id: 1, round: 1, table_no: 1 }),
      match({ id: 6, round: 5, stage: 'top_cut' }),
    ]);
    expect(rounds.map((r) => [r.label, r.matches.map((m) => m.id)])).toEqual([
      ['1라운드', [1, 2]],
      ['준결승', [4, 5]],
      ['결승', [6]],
    ]);
    expect(topCutLabel(8)).toBe('8강');
  });

  it('writes results and counts the open matches of a round', () => {
    expect(matchResultText(match({ result: 'p2' }))).toBe('Misty 승');
    expect(matchResultText(match({ result: 'tie' }))).toBe('무승부');
    expect(matchResultText(match({ player2: null, result: 'bye' }))).toBe('부전승');
    expect(matchResultText(match({ disputed: true }))).toBe('운영진 확인 중');
    expect(matchResultText(match({}))).toBe('진행 중');
    const list = [match({ round: 2 }), match({ round: 2, result: 'p1' }), match({ round: 1 })];
    expect(openMatches(list, 2)).toHaveLength(1);
  });
});

describe('texts and the address', () => {
  it('writes tiebreakers with one decimal and records as W-L-T', () => {
    expect(percentText(0.625)).toBe('62.5%');
    expect(percentText(0.25)).toBe('25.0%');
    expect(percentText(2 / 3)).toBe('66.7%');
    expect(recordText({ wins: 3, losses: 1, ties: 1 })).toBe('3-1-1');
  });

  it('reads the id and the list state, dropping what is malformed', () => {
    expect(tournamentIdFrom(new URLSearchParams('id=12'))).toBe(12);
    expect(tournamentIdFrom(new URLSearchParams('id=abc'))).toBeNull();
    expect(readListState(new URLSearchParams('status=진행&page=3'))).toEqual({ status: '진행', page: 3 });
    expect(readListState(new URLSearchParams('status=x&page=-1'))).toEqual({ status: '전체', page: 1 });
    expect(listSearch({ status: '전체', page: 1 }).toString()).toBe('');
    expect(listSearch({ status: '종료', page: 2 }).toString()).toBe(
      `status=${encodeURIComponent('종료')}&page=2`,
    );
    expect(listParams({ status: '접수', page: 2 })).toEqual({ status: '접수', page: 2, size: 20 });
  });
});

describe('tournament draft', () => {
  const valid: TournamentDraft = {
    ...draftOf(null),
    name: ' 주간 리그 ',
    regulation_marks: ['H', 'G'],
    starts_at: '2026-12-05T19:00',
    registration_opens_at: '2026-12-02T19:00',
  };

  it('sends Korean times with their offset and sorted marks', () => {
    expect(koreanIso('2026-12-05T19:00')).toBe('2026-12-05T19:00:00+09:00');
    expect(paramsOf(valid)).toEqual({
      fields: {
        name: '주간 리그',
        format: 'standard',
        regulation_marks: ['G', 'H'],
        starts_at: '2026-12-05T19:00:00+09:00',
        registration_opens_at: '2026-12-02T19:00:00+09:00',
        max_players: 64,
        round_minutes: 50,
        top_cut: 8,
      },
    });
  });

  it("names each field to correct in the contract's words", () => {
    expect(paramsOf({ ...valid, name: ' ', starts_at: '' })).toEqual({
      errors: { name: LEAGUE_MSG.tournamentNameRequired, starts_at: LEAGUE_MSG.dateTimeInvalid },
    });
    expect(paramsOf({ ...valid, registration_opens_at: '2026-12-06T19:00' })).toEqual({
      errors: { registration_opens_at: LEAGUE_MSG.registrationWindowInvalid },
    });
    expect(paramsOf({ ...valid, max_players: '' })).toEqual({
      errors: { max_players: '참가 인원은 4~512명 사이로 입력해주세요.' },
    });
  });

  it('fills the form from a tournament in Korean time', () => {
    const draft = draftOf({
      id: 1,
      name: '주간 리그',
      format: 'expanded',
      regulation_marks: ['H'],
      starts_at: '2026-12-05 19:00',
      registration_opens_at: '2026-12-02 19:00',
      status: 'registration',
      player_count: 0,
      max_players: 32,
      round_minutes: 25,
      top_cut: 4,
      swiss_rounds: null,
      current_round: 0,
      auto: false,
      winner: null,
    });
    expect(draft).toMatchObject({
      format: 'expanded',
      starts_at: '2026-12-05T19:00',
      registration_opens_at: '2026-12-02T19:00',
      max_players: 32,
      round_minutes: 25,
      top_cut: '4',
    });
  });
});
