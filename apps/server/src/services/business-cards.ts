import type { z } from 'zod';
import type { businessCard, leagueCalls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { badgeOf, isUserType } from '@carddogam/contract/users';
import type { Db } from '../db/client';
import { badRequest, forbidden, notFound } from '../errors';
import { canViewCollection, canViewDeck } from '../policies/permissions';
import type { SessionUser } from '../policies/policy';
import { recordOf } from '../presenters/league-figures';
import * as cards from '../repositories/business-cards';
import { deckCardViews, findDeck } from '../repositories/decks';
import { memberLeagueTotals } from '../repositories/league-figures';
import { leagueTally } from '../repositories/match-records';
import { findUser } from '../repositories/users';

/** Members' 명함 (/businesscard; decision 035): anyone reads one, each member writes their own. */

export type BusinessCard = z.infer<typeof businessCard>;
type SaveParams = z.output<(typeof leagueCalls.businessCardSave)['params']>;

/**
 * The member's card as the reader may see it: a private main deck is left out for readers who may not
 * open it, and the collection count for readers who may not open the member's collection (§6).
 */
export async function readBusinessCard(
  db: Db,
  reader: SessionUser | null,
  userId: string,
): Promise<BusinessCard> {
  const user = await findUser(db, userId);
  if (!user) throw notFound(M.userMissing, 'USER_NOT_FOUND');
  const [card, tally, league] = await Promise.all([
    cards.findBusinessCard(db, userId),
    leagueTally(db, userId),
    memberLeagueTotals(db, userId),
  ]);
  const deckVisible =
    card.main_deck_id !== null &&
    card.main_deck_title !== null &&
    canViewDeck(reader, { writer: card.main_deck_writer ?? '', status: card.main_deck_status ?? '비공개' })
      .ok;
  const type = isUserType(user.type) ? user.type : '사용자';
  return {
    member: {
      user_id: user.userId,
      nickname: user.nickname,
      profile_image: user.profileImage,
      grade: user.grade,
      badge: badgeOf(type, user.grade),
      type,
    },
    intro: card.intro,
    favorite_card:
      card.favorite_card_id !== null && card.favorite_name !== null
        ? { card_id: card.favorite_card_id, name: card.favorite_name, image: card.favorite_image }
        : null,
    main_deck:
      deckVisible && card.main_deck_id !== null
        ? {
            id: card.main_deck_id,
            title: card.main_deck_title ?? '',
            cards: await deckCardViews(db, card.main_deck_id),
          }
        : null,
    ptcgl_name: card.ptcgl_name,
    league: {
      record: recordOf(tally),
      tournaments: league.tournaments,
      best_placement: league.best_placement,
    },
    collection_count: canViewCollection(reader, user).ok ? card.collection_count : 0,
  };
}

/** The member's own card: the main deck must be theirs and the favourite card must exist. */
export async function saveBusinessCard(db: Db, user: SessionUser, p: SaveParams): Promise<void> {
  if (p.main_deck_id !== null) {
    const deck = await findDeck(db, p.main_deck_id);
    if (!deck || deck.userId !== user.userId) throw forbidden(M.deckNotYours);
  }
  if (p.favorite_card_id !== null && !(await cards.cardExists(db, p.favorite_card_id)))
    throw badRequest(M.cardMissing, 'CARD_NOT_FOUND');
  await cards.upsertBusinessCard(db, user.userId, {
    intro: p.intro,
    favoriteCardId: p.favorite_card_id,
    mainDeckId: p.main_deck_id,
  });
}
