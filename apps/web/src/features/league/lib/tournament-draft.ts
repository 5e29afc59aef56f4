import { tournamentFields, type TournamentItem } from '@carddogam/contract/calls/league';
import { LEAGUE_FORMATS } from '@carddogam/contract/calls/official-league';
import { formatDateTime } from '../../../lib/format';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { TournamentSaveParams } from '../api/league-mutations';

type Fields = Omit<TournamentSaveParams, 'id'>;

/** The tournament form's state: times as the datetime-local inputs hold them, numbers possibly empty. */
export interface TournamentDraft {
  name: string;
  format: (typeof LEAGUE_FORMATS)[number];
  regulation_marks: string[];
  /** 'YYYY-MM-DDTHH:mm', Korean time. */
  starts_at: string;
  registration_opens_at: string;
  max_players: number | string;
  round_minutes: number | string;
  top_cut: string;
}

export type TournamentDraftErrors = Partial<Record<keyof TournamentDraft, string>>;

/** The number fields' ranges in words; the contract's own messages cover the rest. */
const RANGE_MESSAGES: TournamentDraftErrors = {
  max_players: '참가 인원은 4~512명 사이로 입력해주세요.',
  round_minutes: '라운드 시간은 10~120분 사이로 입력해주세요.',
};

export const REGULATION_LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** A Korean wall time of an answer ('2026-11-24 19:00') as a datetime-local input holds it. */
export const inputTime = (wallTime: string) => formatDateTime(wallTime).replace(' ', 'T');

/** A datetime-local value as the calls take it: ISO 8601 with Korea's offset. */
export function koreanIso(input: string): string {
  const trimmed = input.trim();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00+09:00` : trimmed;
}

export const draftOf = (tournament: TournamentItem | null): TournamentDraft => ({
  name: tournament?.name ?? '',
  format: tournament?.format === 'expanded' ? 'expanded' : 'standard',
  regulation_marks: tournament?.regulation_marks ?? [],
  starts_at: tournament ? inputTime(tournament.starts_at) : '',
  registration_opens_at: tournament ? inputTime(tournament.registration_opens_at) : '',
  max_players: tournament?.max_players ?? 64,
  round_minutes: tournament?.round_minutes ?? 50,
  top_cut: String(tournament?.top_cut ?? 8),
});

/**
 * The draft as the save call takes it, checked by the contract's own rules (the server checks again), or
 * the fields to correct with their Korean messages.
 */
export function paramsOf(draft: TournamentDraft): { fields: Fields } | { errors: TournamentDraftErrors } {
  const checked = tournamentFields.safeParse({
    ...draft,
    regulation_marks: [...draft.regulation_marks].sort(),
    starts_at: koreanIso(draft.starts_at),
    registration_opens_at: koreanIso(draft.registration_opens_at),
    max_players: draft.max_players === '' ? Number.NaN : draft.max_players,
    round_minutes: draft.round_minutes === '' ? Number.NaN : draft.round_minutes,
  });
  if (checked.success) return { fields: checked.data };
  const errors: TournamentDraftErrors = {};
  // The window's order means nothing while one of its times is missing or malformed.
  const timeMissing = checked.error.issues.some((issue) => issue.message === M.dateTimeInvalid);
  for (const issue of checked.error.issues) {
    if (timeMissing && issue.message === M.registrationWindowInvalid) continue;
    const field = issue.path[0] as keyof TournamentDraft;
    errors[field] ??= RANGE_MESSAGES[field] ?? issue.message;
  }
  return { errors };
}
