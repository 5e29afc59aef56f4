import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { cardImageSrc } from '../../../components/card/card-image';
import type { BusinessCardSaveParams } from '../api/business-card-mutations';

type BusinessCard = CallResult<typeof leagueCalls.businessCard>;

export interface FavoriteCard {
  card_id: string;
  name: string;
  /** The picture's address, or null for none. */
  src: string | null;
}

export interface CardDraft {
  intro: string;
  favorite: FavoriteCard | null;
  /** The chosen deck's id as the select holds it; '' for none. */
  mainDeckId: string;
}

export const INTRO_MAX = 100;

/**
 * The favourite card's picture: the card's own address, or an uploaded file's name, which is the Korean
 * edition's (the editions staff upload to).
 */
export const favoriteImageSrc = (image: string | null) => cardImageSrc('kr', image);

export function draftOf(card: BusinessCard): CardDraft {
  const favorite = card.favorite_card;
  return {
    intro: card.intro,
    favorite: favorite
      ? { card_id: favorite.card_id, name: favorite.name, src: favoriteImageSrc(favorite.image) }
      : null,
    mainDeckId: card.main_deck ? String(card.main_deck.id) : '',
  };
}

export function draftToParams(draft: CardDraft): BusinessCardSaveParams {
  return {
    intro: draft.intro.trim(),
    favorite_card_id: draft.favorite?.card_id ?? null,
    main_deck_id: draft.mainDeckId ? Number(draft.mainDeckId) : null,
  };
}
