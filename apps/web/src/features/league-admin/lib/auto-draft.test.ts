import { describe, expect, it } from 'vitest';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { autoDraftOf, autoParamsOf, scheduleText } from './auto-draft';

describe('weekly rule draft', () => {
  const draft = { ...autoDraftOf(null), name: ' 토요 리그 ', regulation_marks: ['H', 'G'] };

  it('sends the rule with numbers, sorted marks and the id when editing', () => {
    expect(autoParamsOf(draft, 4)).toEqual({
      params: {
        id: 4,
        name: '토요 리그',
        weekday: 6,
        start_time: '19:00',
        format: 'standard',
        regulation_marks: ['G', 'H'],
        max_players: 64,
        round_minutes: 50,
        top_cut: 8,
        registration_hours: 72,
        enabled: true,
      },
    });
    expect(autoParamsOf(draft, null)).not.toHaveProperty('params.id');
  });

  it('names the fields to correct', () => {
    expect(autoParamsOf({ ...draft, name: '', start_time: '24:00', registration_hours: '' }, null)).toEqual({
      errors: {
        name: LEAGUE_MSG.tournamentNameRequired,
        start_time: LEAGUE_MSG.timeInvalid,
        registration_hours: '접수 시작은 대회 1~336시간 전 사이로 입력해주세요.',
      },
    });
    expect(autoParamsOf({ ...draft, max_players: 3 }, null)).toEqual({
      errors: { max_players: '참가 인원은 4~512명 사이로 입력해주세요.' },
    });
  });

  it('writes the schedule with the Korean weekday', () => {
    expect(scheduleText({ weekday: 0, start_time: '14:30' })).toBe('매주 일 14:30');
    expect(scheduleText({ weekday: 6, start_time: '19:00' })).toBe('매주 토 19:00');
  });
});
