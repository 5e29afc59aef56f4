import type { ArchetypeShare, ConsensusCard } from '@carddogam/contract/leagues/deck-shares';
import type { CardInfoRow } from '../repositories/deck-ranks';

/** Answer shapes of the deck-rank calls (snake_case, as the contract writes them). */

export interface ArchetypeName {
  nameKr: string | null;
  nameEn: string | null;
}

export function presentArchetype(id: number | null, name: ArchetypeName | undefined) {
  return id === null ? null : { id, name_kr: name?.nameKr ?? '', name_en: name?.nameEn ?? '' };
}

/** Shares are rounded to 4 places (0.1234 = 12.34%): more digits only look precise. */
export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function presentShareRow(s: ArchetypeShare, names: Map<number | null, ArchetypeName>) {
  return {
    archetype: presentArchetype(s.archetypeId, names.get(s.archetypeId)),
    players: s.players,
    share: round4(s.share),
    top8: s.top8,
    best: s.best,
  };
}

export function presentConsensusCard(c: ConsensusCard & { tech: boolean }, info: CardInfoRow | undefined) {
  return {
    card: {
      id: c.cardId,
      name: info?.name ?? c.cardId,
      name_kr: info?.nameKr ?? null,
      image_kr: info?.imageKr ?? null,
      image_en: info?.imageEn ?? null,
      image_jp: info?.imageJp ?? null,
    },
    average: Math.round(c.average * 100) / 100,
    play_rate: round4(c.playRate),
    max_amount: c.maxAmount,
    tech: c.tech,
  };
}
