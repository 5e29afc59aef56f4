/** The three groups of §2.16. */
export type RelatedKind = 'samename' | 'evolvesFrom' | 'evolvesTo';

export const RELATED_TITLES: Record<RelatedKind, string> = {
  samename: '이름이 같은 카드',
  evolvesFrom: '진화전 카드',
  evolvesTo: '진화후 카드',
};

/** The page's groups, in their order (§2.16). */
export const RELATED_KINDS: readonly RelatedKind[] = ['samename', 'evolvesFrom', 'evolvesTo'];
/** Cards of a group shown on the page before 더보기. */
export const PAGE_GROUP_SIZE = 6;

/** Collapsed and expanded sizes: 6 / 1000 on the page, 4 / 1000 in the popup (§9). */
export const EXPANDED_LIMIT = 1000;

export interface RelatedRequest {
  kind: RelatedKind;
  /** The English name to match: the card's own, its evolvesFrom, or the first of its evolvesTo. */
  text: string;
  /** The card being viewed, left out of the same-name list. */
  excludeId?: string;
  limit: number;
}

/** The requests of the page's related-card section for a card. */
export function relatedTexts(card: {
  name: string;
  evolvesFrom: string | null;
  evolvesTo: string;
}): Record<RelatedKind, string | null> {
  return {
    samename: card.name.trim() || null,
    evolvesFrom: card.evolvesFrom?.trim() || null,
    evolvesTo:
      card.evolvesTo
        .split(',')
        .map((name) => name.trim())
        .find(Boolean) ?? null,
  };
}
