import { MATCH_OUTCOMES, type MatchOutcome } from '@carddogam/contract/calls/league';
import { formatDateTime } from '../../../lib/format';
import type { RecordInsertParams } from '../api/record-mutations';

export type Turn = 'first' | 'second' | 'unknown';

/** The record form as the member fills it in. */
export interface RecordDraft {
  /** A datetime-local value, 'YYYY-MM-DDTHH:mm', read as Korean time. */
  playedAt: string;
  myDeck: string;
  opponentDeck: string;
  opponentName: string;
  turn: Turn;
  result: MatchOutcome | null;
  memo: string;
}

export interface ArchetypeName {
  id: number;
  name_kr: string;
}

/** Now, in Korean time, as a datetime-local field shows it. */
export function seoulInputNow(now: Date = new Date()): string {
  return formatDateTime(now).replace(' ', 'T');
}

export const emptyDraft = (now: Date = new Date()): RecordDraft => ({
  playedAt: seoulInputNow(now),
  myDeck: '',
  opponentDeck: '',
  opponentName: '',
  turn: 'unknown',
  result: null,
  memo: '',
});

const INPUT_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A deck as the call takes it: a name that is one of staff's archetypes (exactly as the list spells it)
 * goes as that archetype, so it counts with the league's figures; anything else as the typed name.
 */
function deckOf(typed: string, archetypes: readonly ArchetypeName[]): { id: number | null; name: string } {
  const name = typed.trim();
  const archetype = archetypes.find((a) => a.name_kr === name);
  return archetype ? { id: archetype.id, name: '' } : { id: null, name };
}

const TURN_VALUE: Record<Turn, boolean | null> = { first: true, second: false, unknown: null };

export function draftToParams(draft: RecordDraft, archetypes: readonly ArchetypeName[]): RecordInsertParams {
  const mine = deckOf(draft.myDeck, archetypes);
  const opponent = deckOf(draft.opponentDeck, archetypes);
  return {
    // The field has no zone: the member typed Korean time, so the offset is Korea's.
    played_at: INPUT_MINUTE.test(draft.playedAt) ? `${draft.playedAt}:00+09:00` : draft.playedAt,
    my_archetype_id: mine.id,
    my_deck_name: mine.name,
    opponent_archetype_id: opponent.id,
    opponent_deck_name: opponent.name,
    opponent_name: draft.opponentName.trim(),
    went_first: TURN_VALUE[draft.turn],
    // An unchosen result goes as '' so the contract's own message names it.
    result: (draft.result ?? '') as MatchOutcome,
    memo: draft.memo.trim(),
  };
}

export const OUTCOME_LABELS: Record<MatchOutcome, string> = { win: '승', loss: '패', tie: '무' };
export const OUTCOME_CHOICES = MATCH_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));
