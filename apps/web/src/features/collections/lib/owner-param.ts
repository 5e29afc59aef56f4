/** Whose book /collection/list shows: ?user_id= wins over ?nickname= (§2.2). */
export type OwnerRef = { user_id: string } | { nickname: string };

export function ownerFromSearch(search: URLSearchParams, fallbackUserId: string | null): OwnerRef | null {
  const userId = search.get('user_id')?.trim();
  if (userId) return { user_id: userId };
  const nickname = search.get('nickname')?.trim();
  if (nickname) return { nickname };
  return fallbackUserId ? { user_id: fallbackUserId } : null;
}

/** The address of a member's book, by nickname as the user popup menu links it (§2.21). */
export function collectionListPath(nickname: string): string {
  return `/collection/list?nickname=${encodeURIComponent(nickname)}`;
}

export function challengeBookPath(nation: string, setName: string): string {
  return `/collection/challengebook/read?${new URLSearchParams({ set: setName, nation }).toString()}`;
}
