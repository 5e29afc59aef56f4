import type { MessageBox } from '@carddogam/contract/calls/message';

/** The tabs of /mypage/message, in the order shown. */
export const MESSAGE_TABS = ['inbox', 'outbox', 'write', 'blocks'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

export const TAB_LABELS: Record<MessageTab, string> = {
  inbox: '받은쪽지',
  outbox: '보낸쪽지',
  write: '쪽지쓰기',
  blocks: '차단 목록',
};

/**
 * The tab a link asks for: ?tab= when it names one, 쪽지쓰기 when it names a recipient (§2.21
 * /mypage/message?to={nickname}), else 받은쪽지.
 */
export function tabOf(params: URLSearchParams): MessageTab {
  const tab = params.get('tab');
  if (tab && (MESSAGE_TABS as readonly string[]).includes(tab)) return tab as MessageTab;
  return params.get('to') ? 'write' : 'inbox';
}

export const isBox = (tab: MessageTab): tab is MessageBox => tab === 'inbox' || tab === 'outbox';

/** A message id from the address, or null when it is not a positive whole number. */
export function messageIdOf(params: URLSearchParams): number | null {
  const raw = params.get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The address of the compose tab for a reply or a message about a trade post. */
export function composeHref(to: string, tradePostId?: number): string {
  const params = new URLSearchParams({ tab: 'write', to });
  if (tradePostId !== undefined) params.set('trade_post', String(tradePostId));
  return `/mypage/message?${params.toString()}`;
}
