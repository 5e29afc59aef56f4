import { searchKeyword, type SearchRow } from '@carddogam/contract/calls/search';
import type { DeckPage } from '@carddogam/contract/calls/decks';
import {
  UNIFIED_COUNT_CAP,
  UNIFIED_GROUP_SIZE,
  type UnifiedSearchResult,
} from '@carddogam/contract/calls/unified-search';
import type { SessionUser } from '../policies/policy';
import { canListBoard, canReadBoard } from '../policies/permissions';
import { presentPostItem } from '../presenters/board';
import { asSearch } from '../repositories/board-posts';
import { searchCardsJson } from '../repositories/card-list';
import { listPosts } from '../repositories/trade-posts';
import { searchBoardPosts, searchMembers } from '../repositories/unified-search';
import { boardMember } from './board-access';
import type { Services } from './container';
import { searchDecks } from './decks';

/**
 * /search (통합검색): one word in the five areas at once, each by the rules of its own list, so a hit here
 * is a hit there when '더보기' opens that list with the same word:
 * - cards: the /card/list text search (names in every edition, ability and attack names), newest first,
 *   through the search answer cache;
 * - board posts: the board list's 제목 search, over the boards whose gates let this viewer list and read;
 * - decks: /deck/list's 제목 search over public decks, through the deck answer cache;
 * - trade posts: /trade/post/list's search (the title or a card line's name);
 * - members: by nickname.
 * Cards and posts count to UNIFIED_COUNT_CAP; decks and trade posts answer their lists' exact counts.
 */
export async function unifiedSearch(
  services: Services,
  user: SessionUser | null,
  q: string,
): Promise<UnifiedSearchResult> {
  const [cards, boardPosts, decks, tradePosts, members] = await Promise.all([
    searchCards(services, q),
    searchPosts(services, user, q),
    searchPublicDecks(services, q),
    searchTradePosts(services, q),
    searchMembers(services.db, q, UNIFIED_GROUP_SIZE, UNIFIED_COUNT_CAP),
  ]);
  return {
    q,
    cards,
    boardPosts,
    decks,
    tradePosts,
    members: { total: members.total, capped: members.total >= UNIFIED_COUNT_CAP, items: members.rows },
  };
}

async function searchCards(services: Services, q: string) {
  const keyword = searchKeyword.parse({ nation: 'kr', text: q, page_size: UNIFIED_GROUP_SIZE });
  // The same cache key as the card list's call, so the same search is one cached answer.
  const json = await services.searches.getJson(`kr:${JSON.stringify(keyword)}`, () =>
    searchCardsJson(services.database.genericPlans, 'kr', keyword),
  );
  const rows = JSON.parse(json) as SearchRow[];
  return {
    total: rows[0]?.total_count ?? 0,
    capped: rows[0]?.total_capped ?? false,
    items: rows,
  };
}

async function searchPosts(services: Services, user: SessionUser | null, q: string) {
  const member = await boardMember(services.db, user);
  // Usually none or a few: the boards closed to guests, or to a member's grade.
  const hidden = (await services.boards.all())
    .filter((b) => !(canListBoard(member, b).ok && canReadBoard(member, b).ok))
    .map((b) => b.id);
  const { total, rows } = await asSearch(services.db, (tx) =>
    searchBoardPosts(tx, hidden, q, UNIFIED_GROUP_SIZE, UNIFIED_COUNT_CAP),
  );
  return {
    total,
    capped: total >= UNIFIED_COUNT_CAP,
    items: rows.map((r) => presentPostItem(r, member)),
  };
}

async function searchPublicDecks(services: Services, q: string) {
  const json = await services.decks.get(`unified|${q}`, () =>
    searchDecks(services.db, null, {
      regulation_group: '전체',
      search_type: '제목',
      text: q,
      tag: '',
      season: '',
      sort: '최신순',
      publicOnly: true,
      limit: UNIFIED_GROUP_SIZE,
      offset: 0,
    }),
  );
  const page = JSON.parse(json) as DeckPage;
  return { total: page.total, capped: false, items: page.items };
}

async function searchTradePosts(services: Services, q: string) {
  const rows = await listPosts(services.db, q, 1, UNIFIED_GROUP_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    capped: false,
    items: rows.map(({ total: _total, ...row }) => row),
  };
}
