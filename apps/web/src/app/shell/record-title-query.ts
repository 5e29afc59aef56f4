import { queryOptions } from '@tanstack/react-query';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { callApi } from '../../lib/api';
import type { TitleRecord } from '../../lib/page-title';

/** The record's own title by the §7.11 calls: a card's Korean name, or a post's, deck's or item's title. */
async function fetchRecordTitle({ kind, id }: TitleRecord): Promise<string | null> {
  if (kind === 'card') {
    const rows = await callApi(titleCalls.groupCardKr, { card_id: id });
    return rows[0]?.name ?? null;
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
    queryKey: ['record-title', record.kind, record.id],
    queryFn: () => fetchRecordTitle(record),
    staleTime: 5 * 60_000,
    // A missing record keeps the fallback title; asking again would not find it either.
    retry: false,
  });
