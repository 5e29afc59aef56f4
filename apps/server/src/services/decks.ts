import type { z } from 'zod';
import { DECK_MSG, deckCalls, type DeckCardView, type DeckDetail } from '@carddogam/contract/calls/decks';
import type { Nation } from '@carddogam/contract/constants';
import { deckProblems, summarizeDeck } from '@carddogam/contract/decks/deck-rules';
import { DECK_TEXT_MSG, MAX_DECK_TEXT_LINES, parseDeckText } from '@carddogam/contract/decks/deck-text';
import type { Db, DbOrTx, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, forbidden, notFound } from '../errors';
import { canViewDeck, enforce } from '../policies/permissions';
import type { SessionUser } from '../policies/policy';
import { isAdmin } from '../policies/roles';
import { encodeTypeCounts, presentDeckItem } from '../presenters/decks';
import * as decks from '../repositories/decks';
import { refreshRankStats } from '../repositories/rank-stats';
import type { WriteContext } from './changes';
import { resolveDeckLines } from './deck-lines';

/**
 * Deck writes and reads (decision 015). Every write that changes a deck's cards recomputes the ranking
 * figures of the cards it had and has, in the same transaction (retried once on a deadlock), so the usage
 * ranking (deck_card rows of every deck, public or not) never disagrees with the decks. Every write,
 * likes and ratings included, is announced once committed, for the deck lists and the ranking.
 */

type DeckInput = z.output<(typeof deckCalls.write)['params']>;
type DeckUpdate = z.output<(typeof deckCalls.update)['params']>;
type CardAmount = { card_id: string; amount: number };

/** Repeats of a card id are added up in the place of the first. */
function mergeCards(cards: readonly CardAmount[]): CardAmount[] {
  const merged = new Map<string, number>();
  for (const c of cards) merged.set(c.card_id, (merged.get(c.card_id) ?? 0) + c.amount);
  return [...merged].map(([card_id, amount]) => ({ card_id, amount }));
}

/** Checks the cards against the catalogue and the rules; answers the deck columns they determine. */
async function checkedCards(db: Db, input: DeckInput) {
  const cards = mergeCards(input.cards);
  const facts = await decks.cardFacts(
    db,
    cards.map((c) => c.card_id),
  );
  const missing = cards.find((c) => !facts.has(c.card_id));
  if (missing) throw badRequest(DECK_MSG.unknownCard(missing.card_id), 'UNKNOWN_CARD');
  const views = cards.map((c) => ({ ...facts.get(c.card_id)!, amount: c.amount }));
  const problems = deckProblems(views, input.status);
  if (problems.length > 0) throw badRequest(problems.join('\n'), 'DECK_RULES');
  const summary = summarizeDeck(views);
  // The deck's picture: its most-played Pokémon, else its first card.
  const cover = [...views].sort(
    (a, b) => Number(b.supertype === 'Pokémon') - Number(a.supertype === 'Pokémon') || b.amount - a.amount,
  )[0];
  return {
    cards,
    columns: {
      title: input.title,
      content: input.content,
      deckNation: input.deck_nation,
      tag: [...new Set(input.tag)],
      regulationGroup: input.regulation_group,
      season: input.season || null,
      status: input.status,
      pokemonCount: summary.pokemon,
      trainerCount: summary.trainer,
      energyCount: summary.energy,
      types: encodeTypeCounts(summary.energyTypes),
      image: cover?.card_id ?? null,
    },
  };
}

/** Every card the write touched, in one batch: refreshRankStats dedupes them and locks them in one order. */
function refreshCards(tx: Tx, cards: ReadonlyArray<{ cardId: string; nation: string }>) {
  return refreshRankStats(
    tx,
    cards.map(({ cardId, nation }) => ({ cardId, nation: nation as Nation })),
  );
}

export async function createDeck(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: DeckInput,
): Promise<number> {
  const { cards, columns } = await checkedCards(db, input);
  const id = await runInTransaction(db, async (tx) => {
    const id = await decks.insertDeck(tx, { ...columns, userId: user.userId });
    await decks.replaceDeckCards(tx, id, input.deck_nation, cards);
    await refreshCards(
      tx,
      cards.map((c) => ({ cardId: c.card_id, nation: input.deck_nation })),
    );
    return id;
  });
  changes.decksChanged();
  return id;
}

async function deckFor(db: DbOrTx, id: number): Promise<decks.DeckRow> {
  const row = await decks.findDeck(db, id);
  if (!row) throw notFound(DECK_MSG.notFound, 'DECK_NOT_FOUND');
  return row;
}

/** Only the writer edits a deck. */
export async function editDeck(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: DeckUpdate,
): Promise<number> {
  const row = await deckFor(db, input.id);
  if (row.userId !== user.userId) throw forbidden(DECK_MSG.notOwner);
  const { cards, columns } = await checkedCards(db, input);
  await runInTransaction(db, async (tx) => {
    // Locked before its cards are read: an edit committing meanwhile would leave its cards out of `before`.
    if (!(await decks.lockDeck(tx, row.id, 'no key update')))
      throw notFound(DECK_MSG.notFound, 'DECK_NOT_FOUND');
    const before = await decks.deckCardRows(tx, row.id);
    await decks.updateDeck(tx, row.id, { ...columns, updated: new Date() });
    await decks.replaceDeckCards(tx, row.id, input.deck_nation, cards);
    await refreshCards(tx, [
      ...before,
      ...cards.map((c) => ({ cardId: c.card_id, nation: input.deck_nation })),
    ]);
  });
  changes.decksChanged();
  return row.id;
}

/** The writer or a 관리자 deletes a deck; its cards leave the usage ranking with it. */
export async function removeDeck(
  { db, changes }: WriteContext,
  user: SessionUser,
  id: number,
): Promise<number> {
  const row = await deckFor(db, id);
  if (row.userId !== user.userId && !isAdmin(user.type)) throw forbidden(DECK_MSG.notOwner);
  await runInTransaction(db, async (tx) => {
    if (!(await decks.lockDeck(tx, id, 'update'))) throw notFound(DECK_MSG.notFound, 'DECK_NOT_FOUND');
    const before = await decks.deckCardRows(tx, id);
    await decks.deleteDeck(tx, id);
    await refreshCards(tx, before);
  });
  changes.decksChanged();
  return id;
}

/** A deck anyone may see, or the §6 refusal for someone else's private deck. */
async function visibleDeck(db: DbOrTx, user: SessionUser | null, id: number): Promise<decks.DeckRow> {
  const row = await deckFor(db, id);
  enforce(canViewDeck(user, { writer: row.userId, status: row.status }));
  return row;
}

export async function readDeck(db: Db, user: SessionUser | null, id: number): Promise<DeckDetail> {
  const row = await visibleDeck(db, user, id);
  const item = await decks.findDeckItem(db, id);
  if (!item) throw notFound(DECK_MSG.notFound, 'DECK_NOT_FOUND');
  const marks = user ? await decks.readerMarks(db, id, user.userId) : { liked: false, rating: null };
  return {
    ...presentDeckItem(item),
    content: row.content,
    copied_from: row.copiedFrom,
    cards: await decks.deckCardViews(db, id),
    liked: marks.liked,
    my_rating: marks.rating,
  };
}

/**
 * Copies a deck the member may see into a new private draft of theirs (decision 015). copy_count counts
 * copies made by other members only, so a writer cannot raise their own deck's figure.
 */
export async function copyDeck(
  { db, changes }: WriteContext,
  user: SessionUser,
  id: number,
): Promise<number> {
  const source = await visibleDeck(db, user, id);
  const newId = await runInTransaction(db, async (tx) => {
    const cards = await decks.deckCardRows(tx, id);
    const newId = await decks.insertDeck(tx, {
      userId: user.userId,
      title: `${source.title} (복사)`.slice(0, 100),
      content: source.content,
      deckNation: source.deckNation,
      tag: source.tag,
      regulationGroup: source.regulationGroup,
      season: source.season,
      status: '비공개',
      pokemonCount: source.pokemonCount,
      trainerCount: source.trainerCount,
      energyCount: source.energyCount,
      types: source.types,
      image: source.image,
      copiedFrom: source.id,
    });
    await decks.replaceDeckCards(
      tx,
      newId,
      source.deckNation as Nation,
      cards.map((c) => ({ card_id: c.cardId, amount: c.amount })),
    );
    if (source.userId !== user.userId) await decks.increaseCopyCount(tx, id);
    await refreshCards(tx, cards);
    return newId;
  });
  changes.decksChanged();
  return newId;
}

export async function likeDeck({ db, changes }: WriteContext, user: SessionUser, id: number) {
  await visibleDeck(db, user, id);
  const result = await runInTransaction(db, (tx) => decks.toggleLike(tx, id, user.userId));
  changes.decksChanged();
  return result;
}

/** Members rate other members' decks; a writer's own rating would only inflate the figure. */
export async function rateDeck({ db, changes }: WriteContext, user: SessionUser, id: number, rating: number) {
  const row = await visibleDeck(db, user, id);
  if (row.userId === user.userId) throw forbidden('본인이 작성한 덱에는 평점을 줄 수 없습니다.', 'OWN_DECK');
  const result = await runInTransaction(db, (tx) => decks.upsertRating(tx, id, user.userId, rating));
  changes.decksChanged();
  return result;
}

export async function viewDeck(db: Db, user: SessionUser | null, ip: string, id: number) {
  await visibleDeck(db, user, id);
  return { view_count: await decks.recordView(db, id, user ? user.userId : `ip:${ip}`) };
}

/** Card details for the builder, in the order asked; unknown ids are left out. */
export async function builderCards(db: Db, ids: readonly string[]): Promise<DeckCardView[]> {
  const facts = await decks.cardFacts(db, [...new Set(ids)]);
  return ids.flatMap((id) => (facts.has(id) ? [facts.get(id)!] : []));
}

/** Resolves a pasted deck list (decision 015); the same card on two lines is added up. */
export async function importDeckText(db: Db, text: string) {
  const { lines, errors } = parseDeckText(text);
  if (lines.length === 0 && errors.length === 0) throw badRequest(DECK_TEXT_MSG.empty, 'EMPTY_DECK_TEXT');
  // A deck has at most 60 lines; a longer paste is not a deck list.
  if (lines.length + errors.length > MAX_DECK_TEXT_LINES)
    throw badRequest(DECK_TEXT_MSG.tooManyLines, 'DECK_TEXT_TOO_LONG');
  const resolved = await resolveDeckLines(db, lines);
  errors.push(...resolved.errors);
  const cards = new Map<string, DeckCardView>();
  for (const { line, card } of resolved.found) {
    const prev = cards.get(card.card_id);
    cards.set(card.card_id, { ...card, amount: (prev?.amount ?? 0) + line.amount });
  }
  errors.sort((a, b) => a.line - b.line);
  return { cards: [...cards.values()], errors };
}

export async function searchDecks(
  db: Db,
  viewer: SessionUser | null,
  query: Omit<decks.DeckListQuery, 'viewer'>,
) {
  const { total, items } = await decks.listDecks(db, { ...query, viewer: viewer?.userId ?? null });
  return { total, items: items.map(presentDeckItem) };
}
