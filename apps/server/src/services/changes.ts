import { z } from 'zod';
import { NATIONS } from '@carddogam/contract/constants';
import type { Db } from '../db/client';
import type { CardEdition } from '../repositories/rank-stats';

/**
 * What a committed write changed, in the words the caches need. The service that writes announces it
 * once its transaction has committed (a rolled-back write changed nothing); the caches subscribe in the
 * container and decide themselves what to drop. The schema also checks the changes other processes send
 * over Redis (change-relay.ts).
 */
/** The record pages whose link previews are dropped by a 'pages' change (cards, decks and boards have their own). */
export const RECORD_PAGES = ['/trade/post/read', '/pointmall/read', '/official_league/read'] as const;
export type RecordPage = (typeof RECORD_PAGES)[number];

const cardEdition: z.ZodType<CardEdition> = z.object({ cardId: z.string(), nation: z.enum(NATIONS) });

export const changeSchema = z.discriminatedUnion('kind', [
  /** Card data: any field of an edition, its parts, image or availability. */
  z.object({ kind: z.literal('cards'), ids: z.array(z.string()) }),
  /** Price records of these card editions (admin prices and trade post lines). */
  z.object({ kind: z.literal('prices'), editions: z.array(cardEdition) }),
  /** Reviews of these card editions: ratings, texts or their blinding. */
  z.object({ kind: z.literal('reviews'), editions: z.array(cardEdition) }),
  /** Decks, their cards, likes or ratings. */
  z.object({ kind: z.literal('decks') }),
  /** Collection books holding these card editions. */
  z.object({ kind: z.literal('collections'), editions: z.array(cardEdition) }),
  /** The banned IP list. */
  z.object({ kind: z.literal('ipBans') }),
  /** Board groups and boards: names, order, gates and other settings (not their posts). */
  z.object({ kind: z.literal('boards') }),
  /** Records with a page of their own that a link preview shows: trade posts, mall products, official events. */
  z.object({ kind: z.literal('pages'), path: z.enum(RECORD_PAGES), ids: z.array(z.number().int()) }),
  /** Public API keys revoked: every process forgets them at once (public-api/api-key-lookup.ts). */
  z.object({ kind: z.literal('apiKeys'), ids: z.array(z.number().int()) }),
]);

export type Change = z.infer<typeof changeSchema>;
export type ChangeKind = Change['kind'];
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;

type Listener = (change: Change) => void;

export class ChangeEvents {
  private readonly listeners = new Map<ChangeKind, Listener[]>();
  private readonly forwarders: Listener[] = [];

  /** Runs `listener` for every change of this kind, announced here or received from another process. */
  on<K extends ChangeKind>(kind: K, listener: (change: ChangeOf<K>) => void): void {
    const list = this.listeners.get(kind) ?? [];
    list.push(listener as Listener);
    this.listeners.set(kind, list);
  }

  /** Also hands every change announced in this process to `forward`, e.g. to tell other processes. */
  forwardTo(forward: Listener): void {
    this.forwarders.push(forward);
  }

  /** Runs the listeners of a change; for changes received from another process, which are not forwarded again. */
  apply(change: Change): void {
    for (const listener of this.listeners.get(change.kind) ?? []) listener(change);
  }

  cardsChanged(ids: readonly string[]): void {
    this.announce({ kind: 'cards', ids: [...ids] });
  }

  pricesChanged(editions: readonly CardEdition[]): void {
    this.announce({ kind: 'prices', editions: [...editions] });
  }

  reviewsChanged(editions: readonly CardEdition[]): void {
    this.announce({ kind: 'reviews', editions: [...editions] });
  }

  decksChanged(): void {
    this.announce({ kind: 'decks' });
  }

  collectionsChanged(editions: readonly CardEdition[]): void {
    this.announce({ kind: 'collections', editions: [...editions] });
  }

  ipBansChanged(): void {
    this.announce({ kind: 'ipBans' });
  }

  boardsChanged(): void {
    this.announce({ kind: 'boards' });
  }

  pagesChanged(path: RecordPage, ids: readonly number[]): void {
    this.announce({ kind: 'pages', path, ids: [...ids] });
  }

  apiKeysRevoked(ids: readonly number[]): void {
    this.announce({ kind: 'apiKeys', ids: [...ids] });
  }

  /** Applied here first, so the writer's own next read already sees the change. */
  private announce(change: Change): void {
    this.apply(change);
    for (const forward of this.forwarders) forward(change);
  }
}

/** What a service that writes needs: the database, and the events to announce its committed changes on. */
export interface WriteContext {
  db: Db;
  changes: ChangeEvents;
}
