import type { ConsensusCardItem } from '@carddogam/contract/calls/deck-rank';
import { preferredImage } from '../../../components/card/card-image';

/** The card's Korean name, else its English one. */
export const consensusCardName = (card: ConsensusCardItem['card']) => card.name_kr ?? card.name;

/**
 * The consensus list parted into the core (in the server's order: most copies first) and the tech cards,
 * which are read by how often they are played, so the most common choices come first.
 */
export function splitConsensus(cards: readonly ConsensusCardItem[]): {
  core: ConsensusCardItem[];
  tech: ConsensusCardItem[];
} {
  const core = cards.filter((c) => !c.tech);
  const tech = cards.filter((c) => c.tech).sort((a, b) => b.play_rate - a.play_rate || b.average - a.average);
  return { core, tech };
}

/** The picture lists show (§2.16): the Korean edition's, else the English, else the Japanese one's. */
export const consensusImageSrc = (card: ConsensusCardItem['card']) => preferredImage(card)?.src ?? null;

/** The card's own page, where every consensus picture leads. */
export const cardPageHref = (cardId: string) => `/card/detail?id=${encodeURIComponent(cardId)}`;
