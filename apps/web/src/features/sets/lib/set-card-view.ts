import type { SetCard } from '@carddogam/contract/calls/sets';
import type { Nation } from '@carddogam/contract/constants';
import { cardImageSrc, preferredImage } from '../../../components/card/card-image';

/** A card's name in the set's edition, the English one where that edition's is not known. */
export function cardNameIn(card: SetCard, nation: Nation): string {
  if (nation === 'kr') return card.name_kr ?? card.name_en;
  if (nation === 'jp') return card.name_jp ?? card.name_en;
  return card.name_en;
}

/** The picture of the set's own print, or another edition's while that one has none. */
export function cardImageIn(card: SetCard, nation: Nation): string | null {
  return cardImageSrc(nation, card[`image_${nation}`]) ?? preferredImage(card)?.src ?? null;
}
