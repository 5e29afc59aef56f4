/** Who the user popup menu is about (§7.9 "user select specific" gives these fields). */
export interface MenuUser {
  user_id: string;
  nickname: string;
  collection_show?: boolean;
}

export interface MenuLink {
  label: string;
  to: string;
}

/** The links of the user popup menu (§2.21); the collection only when its owner shows it. */
export function userMenuLinks(user: MenuUser): MenuLink[] {
  const id = encodeURIComponent(user.user_id);
  const nickname = encodeURIComponent(user.nickname);
  const links: MenuLink[] = [
    { label: '게시글 보기', to: `/mypage/profile?user_id=${id}` },
    { label: '쪽지 보내기', to: `/mypage/message?to=${nickname}` },
    { label: '거래내역 보기', to: `/trade/log?nickname=${nickname}` },
  ];
  if (user.collection_show === true)
    links.push({ label: '콜렉션 보기', to: `/collection/list?nickname=${nickname}` });
  links.push({ label: '전적 보기', to: `/record?user_id=${id}` });
  return links;
}
