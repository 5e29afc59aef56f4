/** Who the user popup menu is about; the places that show a nickname know more or less of the member. */
export interface MenuUser {
  /** Needed by the entries that address a member by id; a place that shows only a nickname leaves it out. */
  user_id?: string | null;
  nickname: string;
  /** Unknown (undefined) until looked up with the member's id. */
  collection_show?: boolean;
}

export interface MenuLink {
  label: string;
  /** Where the entry leads; null when the member's id is unknown. */
  to: string | null;
}

/** The entries of the user popup menu (§2.21); the collection only when its owner shows it. */
export function userMenuLinks(user: MenuUser): MenuLink[] {
  const id = user.user_id ? encodeURIComponent(user.user_id) : null;
  const nickname = encodeURIComponent(user.nickname);
  const links: MenuLink[] = [
    { label: '게시글 보기', to: id && `/mypage/profile?user_id=${id}` },
    { label: '쪽지 보내기', to: `/mypage/message?to=${nickname}` },
    { label: '거래내역 보기', to: `/trade/log?nickname=${nickname}` },
  ];
  if (user.collection_show === true)
    links.push({ label: '콜렉션 보기', to: `/collection/list?nickname=${nickname}` });
  links.push({ label: '전적 보기', to: id && `/record?user_id=${id}` });
  return links;
}
