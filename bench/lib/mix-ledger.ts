import { sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type Db } from '../../apps/server/src/db/client';

/**
 * Every write the mixed load sent and what the server answered, kept for the checks after the run. A 2xx
 * answer is an acknowledged write; no answer at all (timeout, broken connection) makes the record
 * ambiguous, and ambiguous records are left out of the exact checks (and counted).
 */

export interface ReviewRecord {
  userId: string;
  cardId: string;
  nation: Nation;
  /** The ratings of the last acknowledged write (insert or update), as stored (unchecked → 0). */
  last: Ratings | null;
  ambiguous: boolean;
  /** Acknowledged by this run (insert or update); pre-existing reviews that were never written are not. */
  acknowledged: boolean;
}

export interface Ratings {
  rate_perform_check: boolean;
  rate_perform: number;
  rate_collect_check: boolean;
  rate_collect: number;
  content: string;
}

export interface PostRecord {
  userId: string;
  /** The line keys (lineKey) of the last acknowledged write, or null when unknown (a pre-existing post). */
  expected: string[] | null;
  ambiguous: boolean;
  acknowledged: boolean;
}

export interface CountedRecord {
  initial: number;
  added: number;
  ambiguous: boolean;
}

export interface LikeRecord {
  initial: boolean;
  toggles: number;
  last: boolean | null;
  ambiguous: boolean;
}

export interface LineLike {
  card_id: string;
  card_nation: string;
  card_state: string;
  grade_company?: string | null;
  grade?: number | null;
  card_price: number;
  state?: string;
}

/** A line as the checks compare it: card, edition, condition, grade, price and state. */
export const lineKey = (l: LineLike) =>
  [
    l.card_id,
    l.card_nation,
    l.card_state,
    l.card_state === '등급' ? (l.grade_company ?? '') : '',
    l.card_state === '등급' ? (l.grade ?? '') : '',
    l.card_price,
    l.state ?? '등록됨',
  ].join('|');

export const sameLines = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

export class Ledger {
  readonly reviews = new Map<number, ReviewRecord>();
  /** member → 'card|nation' of every review the member has (or may have, after an ambiguous insert). */
  readonly reviewed = new Map<string, Set<string>>();
  ambiguousReviewInserts = 0;
  readonly posts = new Map<number, PostRecord>();
  ambiguousPostInserts = 0;
  /** Trade post ids written during the run, for the view and read calls of everyone. */
  readonly newPosts: number[] = [];
  readonly collections = new Map<string, CountedRecord>();
  readonly likes = new Map<string, LikeRecord>();
  readonly cardViews = new Map<string, CountedRecord>();
  readonly viewedDecks = new Set<number>();
  readonly viewedPosts = new Set<number>();
  /** An owner's read of its own post that did not show its last acknowledged write. */
  readonly readMismatches: string[] = [];
  readChecks = 0;

  reviewedBy(userId: string): Set<string> {
    let set = this.reviewed.get(userId);
    if (!set) this.reviewed.set(userId, (set = new Set()));
    return set;
  }

  collectionKey = (userId: string, cardId: string, nation: string) => `${userId}|${cardId}|${nation}`;
  likeKey = (userId: string, deckId: number) => `${userId}|${deckId}`;

  /** The members' rows before the run: reviews, collection amounts, likes of the like decks, posts. */
  async loadInitial(db: Db, memberIds: string[], likeDecks: number[]): Promise<void> {
    const members = sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const r of await queryRows<{ id: number; user_id: string; card_id: string; text_nation: Nation }>(
      db,
      sql`select id, user_id, card_id, text_nation from card_review where user_id in (${members})`,
    )) {
      this.reviews.set(r.id, {
        userId: r.user_id,
        cardId: r.card_id,
        nation: r.text_nation,
        last: null,
        ambiguous: false,
        acknowledged: false,
      });
      this.reviewedBy(r.user_id).add(`${r.card_id}|${r.text_nation}`);
    }
    for (const r of await queryRows<{ user_id: string; card_id: string; nation: string; amount: number }>(
      db,
      sql`select user_id, card_id, nation, amount from collection where user_id in (${members})`,
    )) {
      this.collections.set(this.collectionKey(r.user_id, r.card_id, r.nation), {
        initial: r.amount,
        added: 0,
        ambiguous: false,
      });
    }
    const liked = new Set(
      (
        await queryRows<{ user_id: string; deck_id: number }>(
          db,
          sql`select user_id, deck_id from deck_like where user_id in (${members})`,
        )
      ).map((r) => this.likeKey(r.user_id, r.deck_id)),
    );
    for (const userId of memberIds)
      for (const deckId of likeDecks) {
        const key = this.likeKey(userId, deckId);
        this.likes.set(key, { initial: liked.has(key), toggles: 0, last: null, ambiguous: false });
      }
    for (const r of await queryRows<{ id: number; user_id: string }>(
      db,
      sql`select id, user_id from trade_post where user_id in (${members})`,
    )) {
      this.posts.set(r.id, { userId: r.user_id, expected: null, ambiguous: false, acknowledged: false });
    }
  }
}
