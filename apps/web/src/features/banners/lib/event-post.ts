/** The board post an event banner opens (§2.3 item 12). */
export interface EventPost {
  board_group: string;
  board_name: string;
  id: string;
}

/**
 * Reads the post out of a banner's link, which staff set to the post's address
 * ('/board/read?board_group=…&board_name=…&id=…', on this site or written out in full). A link that
 * does not name a whole board post gives null, so no banner leads nowhere.
 */
export function eventPostOf(link: string): EventPost | null {
  let url: URL;
  try {
    url = new URL(link.trim(), 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.pathname.replace(/\/+$/, '') !== '/board/read') return null;
  const [group, name, id] = ['board_group', 'board_name', 'id'].map((key) =>
    url.searchParams.get(key)?.trim(),
  );
  if (!group || !name || !id || !/^\d+$/.test(id)) return null;
  return { board_group: group, board_name: name, id };
}

/** The post's address on this site: /board/read?board_group=&board_name=&id=. */
export function eventPostPath(post: EventPost): string {
  return `/board/read?${new URLSearchParams({ ...post }).toString()}`;
}
