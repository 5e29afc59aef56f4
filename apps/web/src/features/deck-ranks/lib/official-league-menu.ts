/** The official-event pages lead to each other: events, deck ranks and players. */
export const OFFICIAL_LEAGUE_MENU = {
  name: '공식대회 메뉴',
  items: [
    { label: '공식대회', to: '/official_league/list' },
    { label: '덱 순위', to: '/official_league/deck_rank/list' },
    { label: '선수', to: '/official_league/player/list' },
  ],
} as const;
