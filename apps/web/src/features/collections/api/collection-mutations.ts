import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionCalls, type CollectionItem } from '@carddogam/contract/calls/collections';
import type { Nation } from '@carddogam/contract/constants';
import { showCardsAddedToast } from '../../../components/cards-added-toast';
import { callApi } from '../../../lib/api';
import { collectionKeys } from './keys';
import { showError } from '../../../lib/toast';

interface CardEdition {
  card_id: string;
  nation: Nation;
}

/** Refreshes every collection screen after a write (the answers are small). */
function useRefreshCollection() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}

/** Adds copies and shows the global cards-added toast of §2.1 with the card's facts. */
export function useAddToCollection() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (input: CardEdition & { amount: number }) => callApi(collectionCalls.insert, input),
    onSuccess: ({ card, added }) => {
      showCardsAddedToast({
        name: card.name,
        regulationMark: card.regulation_mark,
        number: card.number,
        printedTotal: card.printed_total,
        rarity: card.rarity,
        setName: card.set_name,
        amount: added,
      });
      return refresh();
    },
    onError: showError,
  });
}

export function useSetAmount() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (input: CardEdition & { amount: number }) => callApi(collectionCalls.update, input),
    onSuccess: () => refresh(),
    onError: showError,
  });
}

export function useRemoveFromCollection() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (card: CollectionItem) =>
      callApi(collectionCalls.remove, { card_id: card.card_id, nation: card.nation }),
    onSuccess: () => refresh(),
    onError: showError,
  });
}
