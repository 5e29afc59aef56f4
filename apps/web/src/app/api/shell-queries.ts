import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { callApi } from '../../lib/api';
import type { TitleRecord } from '@carddogam/contract/page-title';
import { cardPageQuery, tabName } from '../../features/card-detail';
import { shellKeys } from './keys';

export const ipBanQuery = queryOptions({
  queryKey: shellKeys.ipBanned,
  queryFn: () => callApi(applicationCalls.checkIp),
  staleTime: Infinity,
});

/** The record's own title by the §7.11 calls: a card's Korean name, or a post's, deck's or item's title. */
async function fetchRecordTitle({ kind, id }: TitleRecord, client: QueryClient): Promise<string | null> {
  if (kind === 'card') {
    const rows = await callApi(titleCalls.groupCardKr, { card_id: id });
    const korean = rows[0]?.name?.trim();
    if (korean) return korean;
    // No Korean record: the card page's own data (usually cached already) has the fallback names.
    const page = await client.ensureQueryData(cardPageQuery(id));
    return page ? tabName(page) : null;
  }
  const call = {
    tradePost: titleCalls.tradePost,
    deck: titleCalls.deck,
    pointmall: titleCalls.pointmall,
    board: titleCalls.board,
  }[kind];
  const rows = await callApi(call, { id: Number(id) });
  return rows[0]?.title ?? null;
}

export const recordTitleQuery = (record: TitleRecord) =>
  queryOptions({
    queryKey: shellKeys.recordTitle(record.kind, record.id),
    queryFn: ({ client }) => fetchRecordTitle(record, client),
    staleTime: 5 * 60_000,
    // A missing record keeps the fallback title; asking again would not find it either.
    retry: false,
  });
