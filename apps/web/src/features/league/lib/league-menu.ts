/** The online league's pages lead to each other: home, tournaments, deck figures and players. */
export const LEAGUE_MENU = {
  name: '리그 메뉴',
  items: [
    { label: '리그 홈', to: '/league' },
    { label: '대회', to: '/league/tournament/list' },
    { label: '덱 통계', to: '/league/deck/list' },
    { label: '선수 순위', to: '/league/player/list' },
  ],
} as const;

export type LeagueSection = (typeof LEAGUE_MENU)['items'][number]['label'];
