/**
 * Query keys of the boards. Everything about one post shares the post's prefix, and every list of a
 * board shares the board's, so a write refreshes exactly what it changed.
 */
export const boardKeys = {
  all: ['boards'] as const,
  menu: () => ['boards', 'menu'] as const,
  setting: (boardName: string) => ['boards', 'setting', boardName] as const,
  lists: (boardName: string) => ['boards', 'list', boardName] as const,
  list: (boardName: string, params: object) => ['boards', 'list', boardName, params] as const,
  post: (id: number) => ['boards', 'post', id] as const,
  read: (id: number) => ['boards', 'post', id, 'read'] as const,
  comments: (id: number) => ['boards', 'post', id, 'comments'] as const,
  profile: (userId: string) => ['boards', 'profile', userId] as const,
  profilePosts: (userId: string, page: number) => ['boards', 'profile', userId, 'posts', page] as const,
  profileComments: (userId: string, page: number) => ['boards', 'profile', userId, 'comments', page] as const,
  feed: () => ['boards', 'feed'] as const,
  /** The editor's `[[` card search, by edition and typed text. */
  mentionSearch: (nation: string, text: string) => ['boards', 'mention-search', nation, text] as const,
};
