import path from 'node:path';
import { DECK_MSG } from '@carddogam/contract/calls/decks';
import type { Services } from '../services/container';
import { notFound } from '../errors';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { recentPrices } from '../repositories/deck-ranks';
import { deckCardViews, findDeckItem } from '../repositories/decks';
import { readBusinessCard } from '../services/business-cards';
import { readRecordSummary } from '../services/match-records';
import { businessCardPicture } from './business-card-image';
import { cardImageData } from './card-images';
import { deckPicture } from './deck-image';
import { recordPicture, RECORD_TOP_DECKS } from './record-image';
import { cachedPng, captureKey } from './render';

/**
 * The three capture pictures (/record_capture, /deck_capture, /businesscard) as 1200×630 PNGs: each reads
 * what it shows, then draws it unless the same picture is already in the cache.
 */

/** Card tiles of the deck grid, and the 명함's favourite card, are downscaled to these widths first. */
const TILE_IMAGE_WIDTH = 160;
const FAVORITE_IMAGE_WIDTH = 320;

const uploadDir = (services: Services) => path.join(services.env.dataDir, 'upload');

export async function recordCapture(services: Services, userId: string): Promise<Buffer> {
  const summary = await readRecordSummary(services.db, userId);
  const shown = {
    nickname: summary.member.nickname,
    overall: summary.overall,
    decks: summary.by_my_deck.slice(0, RECORD_TOP_DECKS),
    league: summary.league,
  };
  return cachedPng(captureKey('record', shown), async () => recordPicture(shown));
}

/** Public recipes only: a private deck answers as a missing one, so its existence stays private too. */
export async function deckCapture(services: Services, id: number): Promise<Buffer> {
  const item = await findDeckItem(services.db, id);
  if (!item || item.status !== '공개') throw notFound(DECK_MSG.notFound, 'DECK_NOT_FOUND');
  const cards = await deckCardViews(services.db, id);
  const prices = await recentPrices(
    services.db,
    cards.map((c) => c.card_id),
    koreanToday(),
  );
  const priced = cards.filter((c) => prices.has(c.card_id));
  const shown = {
    title: item.title,
    writer: item.writer_nickname,
    counts: { pokemon: item.pokemon_count, trainer: item.trainer_count, energy: item.energy_count },
    cards: cards.map((c) => ({
      name: c.name_kr ?? c.name_en,
      amount: c.amount,
      address: c.image_kr ?? c.image_en ?? c.image_jp,
    })),
    price:
      priced.length === 0
        ? null
        : {
            total: priced.reduce((sum, c) => sum + c.amount * prices.get(c.card_id)!, 0),
            unpriced: cards.length - priced.length,
          },
  };
  return cachedPng(captureKey('deck', shown), async () =>
    deckPicture({
      ...shown,
      cards: await Promise.all(
        shown.cards.map(async (c) => ({
          name: c.name,
          amount: c.amount,
          image: await cardImageData(uploadDir(services), c.address, TILE_IMAGE_WIDTH),
        })),
      ),
    }),
  );
}

/** The 명함 as a guest sees it: a private main deck and a hidden collection are not shown. */
export async function businessCardCapture(services: Services, userId: string): Promise<Buffer> {
  const card = await readBusinessCard(services.db, null, userId);
  const shown = {
    nickname: card.member.nickname,
    badge: card.member.badge,
    intro: card.intro,
    favorite: card.favorite_card,
    mainDeck: card.main_deck?.title ?? null,
    ptcglName: card.ptcgl_name,
    league: {
      ...card.league.record,
      tournaments: card.league.tournaments,
      best_placement: card.league.best_placement,
    },
    collectionCount: card.collection_count,
  };
  return cachedPng(captureKey('businesscard', shown), async () =>
    businessCardPicture({
      ...shown,
      favorite: shown.favorite && {
        name: shown.favorite.name,
        image: await cardImageData(uploadDir(services), shown.favorite.image, FAVORITE_IMAGE_WIDTH),
      },
    }),
  );
}
