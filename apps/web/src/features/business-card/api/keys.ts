/**
 * Every 명함 answer sits under 'business-card': a member's card by their id, and the decks its owner may
 * choose as the main deck (MEMBER_DATA). Saving makes the owner's card stale.
 */
export const businessCardKeys = {
  all: ['business-card'] as const,
  card: (userId: string) => ['business-card', 'card', userId] as const,
  myDecks: (userId: string) => ['business-card', 'my-decks', userId] as const,
};
