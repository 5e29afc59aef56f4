import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_DECK_SEARCH, deckCalls } from '@carddogam/contract/calls/decks';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { businessCardKeys } from './keys';

/** The most decks the main-deck choice lists (the deck list call's largest page). */
const MY_DECKS_MAX = 60;

export const businessCardQuery = (userId: string) =>
  queryOptions({
    queryKey: businessCardKeys.card(userId),
    queryFn: () => callApi(leagueCalls.businessCard, { user_id: userId }),
    retry: false,
  });

/**
 * The member's own deck recipes, private ones included, for the main-deck choice. The writer search also
 * matches nicknames that contain the id, so the answer is narrowed to the member's own decks.
 */
export const myDecksQuery = (userId: string) =>
  queryOptions({
    queryKey: businessCardKeys.myDecks(userId),
    queryFn: () =>
      callApi(deckCalls.list, {
        ...DEFAULT_DECK_SEARCH,
        search_type: '작성자',
        text: userId,
        page: 1,
        size: MY_DECKS_MAX,
      }),
    select: (page) =>
      page.items.filter((deck) => deck.writer === userId).map((d) => ({ id: d.id, title: d.title })),
    meta: MEMBER_DATA,
  });
