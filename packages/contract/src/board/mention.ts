import { NATIONS, type Nation } from '../constants';

/**
 * The card mention chip the editor inserts when a member types `[[` and picks a card (decision 027):
 *
 *   <span class="card-mention" data-card-id="sv3pt5-6" data-edition="kr">리자몽</span>
 *
 * The text is the card's name as it was when the post was written; the read page replaces the chip with the
 * card's current Korean name, edition badge and average price, and opens the card popup on hover. The
 * server keeps exactly these three attributes and drops any chip whose id or edition does not validate.
 */
export const CARD_MENTION_CLASS = 'card-mention';
export const CARD_MENTION_ID_ATTR = 'data-card-id';
export const CARD_MENTION_EDITION_ATTR = 'data-edition';

/** Card ids as the catalogue writes them ('sv3pt5-6', 'SV1a-001', 'swsh12pt5gg-GG70'). */
export const CARD_MENTION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** A post keeps at most this many chips; more are left as plain text. */
export const CARD_MENTION_MAX = 50;

export interface CardMention {
  card_id: string;
  edition: Nation;
}

export function isMentionEdition(value: unknown): value is Nation {
  return typeof value === 'string' && (NATIONS as readonly string[]).includes(value);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chip's markup, for the editor (the server sanitizes it again like everything else). */
export function cardMentionHtml(mention: CardMention, name: string): string {
  return (
    `<span class="${CARD_MENTION_CLASS}" ${CARD_MENTION_ID_ATTR}="${escapeHtml(mention.card_id)}" ` +
    `${CARD_MENTION_EDITION_ATTR}="${mention.edition}">${escapeHtml(name)}</span>`
  );
}
