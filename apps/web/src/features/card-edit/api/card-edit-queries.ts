import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cardEditCalls } from '@carddogam/contract/calls/card-edit';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { cardEditKeys } from './keys';

/** The edit dialog's data. Never kept: each opening of the dialog starts from the server (§2.12). */
export const cardEditSourceQuery = (cardId: string, nation: Nation) =>
  queryOptions({
    queryKey: cardEditKeys.source(cardId, nation),
    queryFn: () => callApi(cardEditCalls.source, { id: cardId, nation }),
    staleTime: 0,
    gcTime: 0,
  });

export const preCardListQuery = (page: number) =>
  queryOptions({
    queryKey: cardEditKeys.preCardPage(page),
    queryFn: () => callApi(cardEditCalls.preCardList, { page }),
    placeholderData: keepPreviousData,
  });
