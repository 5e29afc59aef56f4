/**
 * The search and deck settings. The admin lists are read fresh on each visit; the public lists (notices,
 * tags, seasons, the standard check) feed the deck screens and are refreshed by every settings write.
 */
export const settingsKeys = {
  all: ['search-deck-admin'] as const,
  searchBasic: ['search-deck-admin', 'search-basic'] as const,
  supertypes: ['search-deck-admin', 'supertypes'] as const,
  notices: ['search-deck-admin', 'notices'] as const,
  tags: ['search-deck-admin', 'tags'] as const,
  seasons: ['search-deck-admin', 'seasons'] as const,
  rotations: ['search-deck-admin', 'rotations'] as const,
  ptcgl: ['search-deck-admin', 'ptcgl'] as const,
  ptcglPage: (filter: { page: number; text: string; missingOnly: boolean }) =>
    ['search-deck-admin', 'ptcgl', filter] as const,
  marks: ['search-deck-admin', 'marks'] as const,
  shownNotices: ['search-deck-admin', 'shown', 'notices'] as const,
  shownTags: ['search-deck-admin', 'shown', 'tags'] as const,
  shownSeasons: ['search-deck-admin', 'shown', 'seasons'] as const,
  standardCheck: (cardIds: readonly string[]) => ['search-deck-admin', 'standard-check', cardIds] as const,
};
