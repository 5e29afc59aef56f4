import { division, isoDate, type LeagueItem } from '@carddogam/contract/calls/official-league';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import type { LeagueFields } from '../api/league-mutations';

/** The event form's state: numbers may be empty while typing, selects may be unset. */
export interface LeagueDraft {
  name: string;
  type_id: string | null;
  event_date: string;
  venue: string;
  country_code: string | null;
  division: string | null;
  player_count: number | string;
  format: LeagueFields['format'];
  regulation_marks: string[];
}

export type DraftErrors = Partial<Record<keyof LeagueDraft, string>>;

export const TYPE_REQUIRED = '대회 종류를 선택해주세요.';
export const REGULATION_LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

export const draftOf = (league: LeagueItem | null): LeagueDraft => ({
  name: league?.name ?? '',
  type_id: league ? String(league.type.id) : null,
  event_date: league?.event_date ?? '',
  venue: league?.venue ?? '',
  country_code: league?.country_code ?? 'KR',
  division: league?.division ?? null,
  player_count: league?.player_count ?? '',
  format: league?.format === 'expanded' ? 'expanded' : 'standard',
  regulation_marks: league?.regulation_marks ?? [],
});

/**
 * The draft as the insert and update calls take it, or the fields to correct, in the contract's words
 * (the server checks them again). The inputs themselves bound the lengths and the player count.
 */
export function paramsOf(draft: LeagueDraft): { fields: LeagueFields } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.name.trim() === '') errors.name = M.nameRequired;
  if (draft.type_id === null) errors.type_id = TYPE_REQUIRED;
  const date = isoDate.safeParse(draft.event_date);
  if (!date.success) errors.event_date = M.dateInvalid;
  const chosen = division.safeParse(draft.division);
  if (!chosen.success) errors.division = M.divisionInvalid;
  if (!date.success || !chosen.success || Object.keys(errors).length > 0) return { errors };
  return {
    fields: {
      name: draft.name.trim(),
      type_id: Number(draft.type_id),
      event_date: date.data,
      venue: draft.venue.trim(),
      country_code: draft.country_code ?? 'KR',
      division: chosen.data,
      player_count: draft.player_count === '' ? null : Number(draft.player_count),
      format: draft.format,
      regulation_marks: [...draft.regulation_marks].sort(),
    },
  };
}
