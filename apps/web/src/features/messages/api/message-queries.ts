import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageCalls, type MessageBox } from '@carddogam/contract/calls/message';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { mypageKeys } from '../../mypage';
import { messageKeys } from './keys';

export const MESSAGE_PAGE_SIZE = 20;

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const messageListQuery = (box: MessageBox, page: number) =>
  queryOptions({
    queryKey: messageKeys.list(box, page),
    queryFn: () => callApi(messageCalls.list, { box, page, size: MESSAGE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

/** Opening a received message marks it read on the server, so it is asked for once per opening. */
export const messageReadQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.read(id),
    queryFn: () => callApi(messageCalls.read, { id }),
    staleTime: Infinity,
    gcTime: 0,
    meta: MEMBER_DATA,
  });

/**
 * Opens one message. Reading a received message marks it (and its alarm) read on the server, so once it has
 * arrived the header's unread counts and the boxes are asked for again.
 */
export function useOpenMessage(id: number) {
  const queryClient = useQueryClient();
  const read = useQuery(messageReadQuery(id));
  const openedId = read.data?.id;
  useEffect(() => {
    if (openedId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: mypageKeys.badge });
    void queryClient.invalidateQueries({ queryKey: messageKeys.boxes });
  }, [queryClient, openedId]);
  return read;
}

export const blockListQuery = queryOptions({
  queryKey: messageKeys.blocks,
  queryFn: () => callApi(messageCalls.blockList),
  staleTime: 0,
  meta: MEMBER_DATA,
});

export const recipientQuery = (q: string) =>
  queryOptions({
    queryKey: messageKeys.recipients(q),
    queryFn: () => callApi(messageCalls.recipients, { q }),
    enabled: q.length > 0,
    staleTime: 60_000,
    meta: MEMBER_DATA,
  });

/** The title of the trade post a new message is about, shown above the text. */
export const tradePostTitleQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.tradePostTitle(id),
    queryFn: async () => (await callApi(titleCalls.tradePost, { id }))[0]?.title ?? null,
    staleTime: 60_000,
  });
