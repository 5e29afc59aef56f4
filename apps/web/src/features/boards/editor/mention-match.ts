import type { SuggestionMatch, Trigger } from '@tiptap/suggestion';

/** Typing this opens the card search of the editor (decision 027). */
export const MENTION_TRIGGER = '[[';

/** Longer than any card name: past this the member is writing prose, not looking for a card. */
const MAX_QUERY_LENGTH = 40;

/**
 * Finds `[[query` ending at the cursor. Unlike the suggestion's default matcher, the query may hold spaces
 * (Korean card names do: '리자몽 ex') and anything may stand right before the brackets ('카드[[리자몽').
 * The search stops at a closing ']]', a line break, a leading space or an overlong query.
 */
export function findCardMentionMatch({ $position }: Pick<Trigger, '$position'>): SuggestionMatch {
  const before = $position.nodeBefore;
  if (!before?.isText || !before.text) return null;
  const text = before.text;
  const start = text.lastIndexOf(MENTION_TRIGGER);
  if (start < 0) return null;
  const query = text.slice(start + MENTION_TRIGGER.length);
  if (query.length > MAX_QUERY_LENGTH || query.includes(']]') || /^\s|\n/.test(query)) return null;
  const from = $position.pos - text.length + start;
  return { range: { from, to: $position.pos }, query, text: text.slice(start) };
}
