import type { MessageBox } from '@carddogam/contract/calls/message';

/** Every answer here is the member's own (MEMBER_DATA): the session drops them when the member changes. */
export const messageKeys = {
  all: ['messages'] as const,
  boxes: ['messages', 'box'] as const,
  box: (box: MessageBox) => ['messages', 'box', box] as const,
  list: (box: MessageBox, page: number) => ['messages', 'box', box, page] as const,
  read: (id: number) => ['messages', 'read', id] as const,
  blocks: ['messages', 'blocks'] as const,
  recipients: (q: string) => ['messages', 'recipients', q] as const,
  tradePostTitle: (id: number) => ['messages', 'trade-post', id] as const,
};
