/**
 * Every player answer sits under 'official-players': the public player list and pages, and the member's
 * own claims ('mine', MEMBER_DATA), which a claim refreshes together with the player's page.
 */
export const officialPlayerKeys = {
  all: ['official-players'] as const,
  list: (text: string, page: number) => ['official-players', 'list', text, page] as const,
  detail: (id: number) => ['official-players', 'detail', id] as const,
  mine: ['official-players', 'mine'] as const,
  countries: ['official-players', 'countries'] as const,
};
