import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import {
  MIN_TOURNAMENT_PLAYERS,
  MOST_SWISS_ROUNDS,
  SWISS_ROUNDS_BY_PLAYERS,
} from '@carddogam/contract/league/swiss-rounds';
import type { AutoRuleParams } from '../api/league-admin-mutations';

export type AutoRule = CallResult<typeof leagueCalls.autoList>[number];

/** 0 = Sunday, as the rules store it. */
export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '매주 토 19:00'. */
export const scheduleText = (rule: Pick<AutoRule, 'weekday' | 'start_time'>) =>
  `매주 ${WEEKDAYS[rule.weekday] ?? '?'} ${rule.start_time}`;

/** The rule dialog's state: numbers may be empty while typing. */
export interface AutoRuleDraft {
  name: string;
  weekday: string;
  start_time: string;
  format: 'standard' | 'expanded';
  regulation_marks: string[];
  max_players: number | string;
  round_minutes: number | string;
  top_cut: string;
  registration_hours: number | string;
  enabled: boolean;
}

export type AutoRuleErrors = Partial<Record<keyof AutoRuleDraft, string>>;

export const autoDraftOf = (rule: AutoRule | null): AutoRuleDraft => ({
  name: rule?.name ?? '',
  weekday: String(rule?.weekday ?? 6),
  start_time: rule?.start_time ?? '19:00',
  format: rule?.format === 'expanded' ? 'expanded' : 'standard',
  regulation_marks: rule?.regulation_marks ?? [],
  max_players: rule?.max_players ?? 64,
  round_minutes: rule?.round_minutes ?? 50,
  top_cut: String(rule?.top_cut ?? 8),
  registration_hours: rule?.registration_hours ?? 72,
  enabled: rule?.enabled ?? true,
});

/** A whole number within bounds, or null. */
const inRange = (value: number | string, min: number, max: number) => {
  const n = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * The draft as the save call takes it, or the fields to correct. The call's schema stays on the server
 * (the browser's bundle carries only its path), so the same rules are checked here in the contract's words.
 */
export function autoParamsOf(
  draft: AutoRuleDraft,
  id: number | null,
): { params: AutoRuleParams } | { errors: AutoRuleErrors } {
  const errors: AutoRuleErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = M.tournamentNameRequired;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.start_time)) errors.start_time = M.timeInvalid;
  const maxPlayers = inRange(draft.max_players, 4, 512);
  if (maxPlayers === null) errors.max_players = '참가 인원은 4~512명 사이로 입력해주세요.';
  const roundMinutes = inRange(draft.round_minutes, 10, 120);
  if (roundMinutes === null) errors.round_minutes = '라운드 시간은 10~120분 사이로 입력해주세요.';
  const hours = inRange(draft.registration_hours, 1, 24 * 14);
  if (hours === null) errors.registration_hours = '접수 시작은 대회 1~336시간 전 사이로 입력해주세요.';
  if (Object.keys(errors).length > 0 || maxPlayers === null || roundMinutes === null || hours === null)
    return { errors };
  return {
    params: {
      ...(id !== null && { id }),
      name,
      weekday: Number(draft.weekday),
      start_time: draft.start_time,
      format: draft.format,
      regulation_marks: [...draft.regulation_marks].sort(),
      max_players: maxPlayers,
      round_minutes: roundMinutes,
      top_cut: Number(draft.top_cut),
      registration_hours: hours,
      enabled: draft.enabled,
    },
  };
}

/** The rounds table of the Play! Pokémon rules, for the dialog: the rounds are no setting of a rule. */
export function swissRoundsNote(): string {
  let from = MIN_TOURNAMENT_PLAYERS;
  const rows = SWISS_ROUNDS_BY_PLAYERS.map(([max, rounds]) => {
    const row = `${from}–${max}명 ${rounds}라운드`;
    from = max + 1;
    return row;
  });
  rows.push(`${from}명 이상 ${MOST_SWISS_ROUNDS}라운드`);
  return `스위스 라운드 수는 대회 시작 때 참가 인원으로 정해집니다: ${rows.join(' · ')}`;
}
