/** What an empty home block says. */
export const HOME_EMPTY = {
  notices: '아직 공지사항이 없습니다',
  best: '아직 베스트 게시글이 없습니다',
  posts: '아직 게시글이 없습니다',
  ranking: '아직 랭킹에 오른 카드가 없습니다',
  trade: '아직 거래글이 없습니다',
  decks: '아직 공개된 덱 레시피가 없습니다',
} as const;
