import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import { cardRecordCalls } from '@carddogam/contract/calls/card-records';
import { collectionCalls } from '@carddogam/contract/calls/collections';
import { DECK_SORTS, deckCalls } from '@carddogam/contract/calls/decks';
import { RANK_COLUMNS, RANK_TYPES, rankingCalls } from '@carddogam/contract/calls/ranking';
import { reviewCalls } from '@carddogam/contract/calls/reviews';
import { searchCalls } from '@carddogam/contract/calls/search';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { tradeCalls, type TradePost } from '@carddogam/contract/calls/trade';
import { GRADE_VALUES, tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import {
  CARD_CONDITIONS,
  NATIONS,
  type CardCondition,
  type GradeCompany,
  type Nation,
  type PriceState,
} from '@carddogam/contract/constants';
import {
  anyCardId,
  anyEdition,
  chance,
  pick,
  rand,
  searchRequest,
  skewed,
  type CardEdition,
  type Catalogue,
} from './mix-catalogue';
import type { Answer } from './mix-http';
import { lineKey, sameLines, type Ledger, type Ratings } from './mix-ledger';
import type { Member } from './mix-members';

/**
 * The operations of the mixed load, with their shares of the traffic. Reads: searches, card pages and
 * their sections (reviews, trade statistics, decks), rankings, deck lists and decks. Writes, by logged-in members: reviews, trade posts,
 * deck likes, collection adds and view counts. Each client is one member's browser tab; a member has
 * `slots` tabs, and each tab owns its own reviews, posts and like targets, so one member's tabs never
 * write the same row at once and every acknowledged write has one expected outcome.
 */

/** Sends one call, records its answer under `op`; `expected` lists the 4xx statuses that are not failures. */
export type CallFn = (
  op: string,
  path: string,
  params: unknown,
  expected?: readonly number[],
) => Promise<Answer>;

export class Client {
  readonly reviews: number[] = [];
  readonly posts: number[] = [];
  sequence = 0;
  readonly headers: Record<string, string>;

  constructor(
    readonly index: number,
    readonly member: Member,
    readonly slot: number,
    readonly slots: number,
  ) {
    this.headers = { cookie: member.cookie, 'sec-fetch-site': 'same-origin' };
  }
}

export interface OpContext {
  client: Client;
  call: CallFn;
  cat: Catalogue;
  ledger: Ledger;
}

export interface Op {
  name: string;
  kind: 'read' | 'write';
  /** Share of the requests, in percent of the full mix. */
  weight: number;
  run(ctx: OpContext): Promise<void>;
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const json = <T>(a: Answer): T => JSON.parse(a.body) as T;
const halfStep = () => rand(11) / 2;

function ratings(): Ratings {
  const perform = chance(0.8);
  const collect = !perform || chance(0.6);
  return {
    rate_perform_check: perform,
    rate_perform: perform ? halfStep() : 0,
    rate_collect_check: collect,
    rate_collect: collect ? halfStep() : 0,
    content: chance(0.7) ? `혼합 부하 리뷰 ${rand(1e6)}` : '',
  };
}

/** A trade post's card line as the load sends it (`id` names an existing line in an edit). */
interface Line {
  id?: number;
  card_id: string;
  card_nation: Nation;
  card_state: CardCondition;
  grade_company?: GradeCompany | null;
  grade?: number | null;
  card_price: number;
  state: PriceState;
}

function newLine(cat: Catalogue): Line {
  const edition = cat.editions[skewed(cat.editions.length)]!;
  const state = pick(CARD_CONDITIONS);
  return {
    card_id: edition.card_id,
    card_nation: edition.nation,
    card_state: state,
    ...(state === '등급' ? { grade_company: chance(0.7) ? 'PSA' : 'ETC', grade: pick(GRADE_VALUES) } : {}),
    card_price: 1000 + 500 * rand(200),
    state: chance(0.9) ? '등록됨' : '판매완료',
  };
}

/** A post read by its owner: checked against the last acknowledged write of it. */
async function readOwnPost({ call, ledger }: OpContext, id: number): Promise<TradePost | undefined> {
  const answer = await call('trade post read', tradeCalls.read.path, { id });
  if (!ok(answer)) return undefined;
  const post = json<TradePost>(answer);
  const record = ledger.posts.get(id);
  if (!record?.expected || record.ambiguous) return post;
  ledger.readChecks += 1;
  if (!sameLines(record.expected, post.lines.map(lineKey)))
    ledger.readMismatches.push(
      `trade post ${id}: expected [${record.expected.join('; ')}], read [${post.lines.map(lineKey).join('; ')}]`,
    );
  return post;
}

function markPost(ledger: Ledger, id: number, answer: Answer, expected: string[]): void {
  const record = ledger.posts.get(id);
  if (!record) return;
  if (answer.status === 0) record.ambiguous = true;
  else if (ok(answer)) {
    record.expected = expected;
    record.acknowledged = true;
  }
}

async function insertPost(ctx: OpContext): Promise<void> {
  const { client, call, cat, ledger } = ctx;
  const lines = Array.from({ length: 1 + rand(3) }, () => newLine(cat));
  const answer = await call('trade post insert', tradeCalls.insert.path, {
    title: `혼합 부하 거래글 ${client.index}-${++client.sequence}`,
    content: chance(0.5) ? '상태 좋습니다. 직거래 가능합니다.' : '',
    images: [],
    lines,
  });
  if (answer.status === 0) ledger.ambiguousPostInserts += 1;
  if (!ok(answer)) return;
  const { id } = json<{ id: number }>(answer);
  ledger.posts.set(id, {
    userId: client.member.userId,
    expected: lines.map(lineKey),
    ambiguous: false,
    acknowledged: true,
  });
  client.posts.push(id);
  ledger.newPosts.push(id);
}

async function insertReview(ctx: OpContext): Promise<void> {
  const { client, call, cat, ledger } = ctx;
  const reviewed = ledger.reviewedBy(client.member.userId);
  // The tab's share of the editions (position ≡ slot), hot ones first; skip what the member has reviewed.
  let edition: CardEdition | undefined;
  for (let tries = 0; tries < 20 && !edition; tries++) {
    let i = skewed(cat.editions.length);
    i = i - (i % client.slots) + client.slot;
    if (i >= cat.editions.length) continue;
    const e = cat.editions[i]!;
    if (!reviewed.has(`${e.card_id}|${e.nation}`)) edition = e;
  }
  if (!edition) return;
  const r = ratings();
  const answer = await call(
    'review insert',
    reviewCalls.insert.path,
    { card_id: edition.card_id, text_nation: edition.nation, ...r },
    [409],
  );
  if (answer.status === 0) {
    ledger.ambiguousReviewInserts += 1;
    reviewed.add(`${edition.card_id}|${edition.nation}`);
  }
  if (!ok(answer)) return;
  const { id } = json<{ id: number }>(answer);
  reviewed.add(`${edition.card_id}|${edition.nation}`);
  ledger.reviews.set(id, {
    userId: client.member.userId,
    cardId: edition.card_id,
    nation: edition.nation,
    last: r,
    ambiguous: false,
    acknowledged: true,
  });
  client.reviews.push(id);
}

const READS: Op[] = [
  {
    name: 'card search',
    kind: 'read',
    weight: 26,
    run: async ({ call, cat }) => {
      const { nation, keyword } = searchRequest(cat);
      await call('card search', searchCalls.list(nation).path, { keyword });
    },
  },
  {
    name: 'card page',
    kind: 'read',
    weight: 14,
    run: async ({ call, cat }) => {
      await call('card page', cardPageCalls.page.path, { id: anyCardId(cat) });
    },
  },
  {
    name: 'review list',
    kind: 'read',
    weight: 5,
    run: async ({ call, cat }) => {
      const e = anyEdition(cat);
      await call('review list', reviewCalls.list.path, {
        card_id: e.card_id,
        text_nation: e.nation,
        page: chance(0.85) ? 1 : 2,
      });
    },
  },
  {
    name: 'review summary',
    kind: 'read',
    weight: 3,
    run: async ({ call, cat }) => {
      const e = anyEdition(cat);
      await call('review summary', reviewCalls.summary.path, { card_id: e.card_id, text_nation: e.nation });
    },
  },
  {
    name: 'trade statistics',
    kind: 'read',
    weight: 11,
    run: async ({ call, cat }) => {
      const e = anyEdition(cat);
      await call('trade statistics', tradeStatsCalls.stats.path, {
        card_id: e.card_id,
        card_nation: e.nation,
      });
    },
  },
  {
    name: 'card page deck section',
    kind: 'read',
    weight: 3,
    run: async ({ call, cat }) => {
      await call('card page deck section', deckCalls.section.path, {
        deck_nation: 'kr',
        keyword: { text: anyCardId(cat) },
      });
    },
  },
  {
    name: 'ranking',
    kind: 'read',
    weight: 8,
    run: async ({ call, cat }) => {
      const type = pick(RANK_TYPES);
      const nation = pick(NATIONS);
      const sets = cat.sets[nation];
      await call('ranking', rankingCalls.rank(type, nation).path, {
        keyword: {
          nation,
          ...(chance(0.4) && sets.length > 0 ? { set_name: pick(sets) } : {}),
          ...(chance(0.5) ? { sort: pick<{ key: string }>(RANK_COLUMNS[type]).key } : {}),
        },
      });
    },
  },
  {
    name: 'deck list',
    kind: 'read',
    weight: 7,
    run: async ({ call, cat }) => {
      const r = Math.random();
      await call('deck list', deckCalls.list.path, {
        ...(r < 0.4
          ? {}
          : r < 0.75
            ? { search_type: '제목', text: pick(cat.deckTitleWords) }
            : { search_type: '카드 ID', text: anyCardId(cat) }),
        sort: pick(DECK_SORTS),
        page: chance(0.7) ? 1 : 2 + rand(4),
      });
    },
  },
  {
    name: 'deck read',
    kind: 'read',
    weight: 3,
    run: async ({ call, cat }) => {
      await call('deck read', deckCalls.read.path, {
        id: chance(0.3) ? pick(cat.likeDecks) : pick(cat.readDecks),
      });
    },
  },
];

/** Reads kept out of the mix, measured one request at a time only: the trade post list and one post. */
export const EXTRA_READS: Op[] = [
  {
    name: 'trade post list',
    kind: 'read',
    weight: 0,
    run: async ({ call, cat }) => {
      await call('trade post list', tradeCalls.list.path, {
        page: chance(0.7) ? 1 : 2 + rand(5),
        search: chance(0.3) ? pick(cat.names.kr).slice(0, 2) : '',
      });
    },
  },
  {
    name: 'trade post read',
    kind: 'read',
    weight: 0,
    run: async ({ call, cat, ledger }) => {
      const id = ledger.newPosts.length > 0 && chance(0.5) ? pick(ledger.newPosts) : pick(cat.tradePosts);
      await call('trade post read', tradeCalls.read.path, { id });
    },
  },
];

const WRITES: Op[] = [
  { name: 'review insert', kind: 'write', weight: 4, run: insertReview },
  {
    name: 'review update',
    kind: 'write',
    weight: 3,
    run: async (ctx) => {
      const { client, call, ledger } = ctx;
      if (client.reviews.length === 0) return insertReview(ctx);
      const id = pick(client.reviews);
      const record = ledger.reviews.get(id)!;
      const r = ratings();
      const answer = await call('review update', reviewCalls.update.path, {
        id,
        card_id: record.cardId,
        text_nation: record.nation,
        ...r,
      });
      if (answer.status === 0) record.ambiguous = true;
      else if (ok(answer)) {
        record.last = r;
        record.acknowledged = true;
      }
    },
  },
  { name: 'trade post insert', kind: 'write', weight: 3, run: insertPost },
  {
    name: 'trade post update',
    kind: 'write',
    weight: 1.5,
    run: async (ctx) => {
      const { client, call, cat, ledger } = ctx;
      if (client.posts.length === 0) return insertPost(ctx);
      const id = pick(client.posts);
      const post = await readOwnPost(ctx, id);
      if (!post) return;
      const lines: Line[] = post.lines.map((l) => ({
        id: l.id,
        card_id: l.card_id,
        card_nation: l.card_nation,
        card_state: l.card_state as CardCondition,
        grade_company: l.grade_company as GradeCompany | null,
        grade: l.grade,
        card_price: l.card_price,
        state: l.state as PriceState,
      }));
      if (lines.length > 0) pick(lines).card_price = 1000 + 500 * rand(200);
      if (lines.length > 1 && chance(0.3)) lines.splice(rand(lines.length), 1);
      if (lines.length === 0 || (lines.length < 5 && chance(0.3))) lines.push(newLine(cat));
      const answer = await call('trade post update', tradeCalls.update.path, {
        id,
        title: `${post.title.replace(/ \(수정 \d+\)$/, '')} (수정 ${++client.sequence})`,
        content: post.content,
        images: post.images,
        lines,
      });
      markPost(ledger, id, answer, lines.map(lineKey));
    },
  },
  {
    name: 'trade line sold',
    kind: 'write',
    weight: 0.5,
    run: async (ctx) => {
      const { client, call, ledger } = ctx;
      if (client.posts.length === 0) return insertPost(ctx);
      const id = pick(client.posts);
      const post = await readOwnPost(ctx, id);
      const open = post?.lines.filter((l) => l.state === '등록됨') ?? [];
      if (open.length === 0) return;
      const line = pick(open);
      const answer = await call('trade line sold', tradeCalls.sold.path, { id: line.id });
      const record = ledger.posts.get(id);
      if (record?.expected) {
        const sold = record.expected.slice();
        const at = sold.indexOf(lineKey(line));
        if (at >= 0) sold[at] = lineKey({ ...line, state: '판매완료' });
        markPost(ledger, id, answer, sold);
      } else if (record && answer.status === 0) record.ambiguous = true;
    },
  },
  {
    name: 'deck like',
    kind: 'write',
    weight: 3,
    run: async ({ client, call, cat, ledger }) => {
      let i = rand(cat.likeDecks.length);
      i = i - (i % client.slots) + client.slot;
      if (i >= cat.likeDecks.length) i -= client.slots;
      if (i < 0) return;
      const deckId = cat.likeDecks[i]!;
      const answer = await call('deck like', deckCalls.like.path, { id: deckId });
      const record = ledger.likes.get(ledger.likeKey(client.member.userId, deckId))!;
      if (answer.status === 0) record.ambiguous = true;
      else if (ok(answer)) {
        record.toggles += 1;
        record.last = json<{ liked: boolean }>(answer).liked;
      }
    },
  },
  {
    name: 'collection add',
    kind: 'write',
    weight: 3,
    run: async ({ client, call, cat, ledger }) => {
      const e = cat.editions[skewed(cat.editions.length)]!;
      const amount = 1 + rand(3);
      const answer = await call('collection add', collectionCalls.insert.path, {
        card_id: e.card_id,
        nation: e.nation,
        amount,
      });
      const key = ledger.collectionKey(client.member.userId, e.card_id, e.nation);
      let record = ledger.collections.get(key);
      if (!record) ledger.collections.set(key, (record = { initial: 0, added: 0, ambiguous: false }));
      if (answer.status === 0) record.ambiguous = true;
      else if (ok(answer)) record.added += json<{ added: number }>(answer).added;
    },
  },
  {
    name: 'card view count',
    kind: 'write',
    weight: 1,
    run: async ({ call, cat, ledger }) => {
      const cardId = anyCardId(cat);
      const answer = await call('card view count', cardRecordCalls.increaseViewCount.path, {
        card_id: cardId,
      });
      let record = ledger.cardViews.get(cardId);
      if (!record) ledger.cardViews.set(cardId, (record = { initial: 0, added: 0, ambiguous: false }));
      if (answer.status === 0) record.ambiguous = true;
      else if (ok(answer)) record.added += 1;
    },
  },
  {
    name: 'deck view count',
    kind: 'write',
    weight: 0.5,
    run: async ({ call, cat, ledger }) => {
      const id = pick(cat.likeDecks);
      ledger.viewedDecks.add(id);
      await call('deck view count', deckCalls.view.path, { id });
    },
  },
  {
    name: 'trade post view count',
    kind: 'write',
    weight: 0.5,
    run: async ({ call, cat, ledger }) => {
      const id = ledger.newPosts.length > 0 && chance(0.7) ? pick(ledger.newPosts) : pick(cat.tradePosts);
      ledger.viewedPosts.add(id);
      await call('trade post view count', titleCalls.tradePostView.path, { id });
    },
  },
];

export const ALL_OPS: Op[] = [...READS, ...WRITES];

/** Draws operations by weight. */
export function opPicker(ops: Op[]): () => Op {
  const total = ops.reduce((n, op) => n + op.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const op of ops) {
      r -= op.weight;
      if (r < 0) return op;
    }
    return ops[ops.length - 1]!;
  };
}
