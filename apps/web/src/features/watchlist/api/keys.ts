/** The watchlist: the member's list, and the entries of one card (the ☆ of the card page and results). */
export const watchlistKeys = {
  all: ['watchlist'] as const,
  list: ['watchlist', 'list'] as const,
  watched: (cardId: string) => ['watchlist', 'watched', cardId] as const,
};
