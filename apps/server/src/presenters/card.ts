import type { CardEditionRecord, CardEnRecord } from '@carddogam/contract/calls/card-records';
import type { CardEditionRow, CardEnRow } from '../repositories/cards';

/** The exact fields of card records that leave the server (§3). */

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * The catalogue picture's address: our copy while it was made from the edition's current source address
 * (decision 029, read with the record), else the source's own address.
 */
function catalogueImageAddress(row: {
  imageUrl: string | null;
  mirroredImage: string | null;
}): string | null {
  return row.mirroredImage ?? row.imageUrl;
}

export function presentCardEn(row: CardEnRow): CardEnRecord {
  return {
    id: row.id,
    name: row.name,
    supertype: row.supertype,
    subtypes: row.subtypes.join(','),
    hp: row.hp,
    types: row.types.join(','),
    evolvesFrom: row.evolvesFrom,
    evolvesTo: row.evolvesTo.join(','),
    artist: row.artist,
    number: row.number,
    nationalPokedexNumbers: row.nationalPokedexNumbers.join(','),
    regulationMark: row.regulationMark,
    retreatCost: row.retreatCost.join(','),
    isAvailable: flag(row.isAvailable),
    image: row.image,
    image_url: catalogueImageAddress(row),
    rarity: row.rarity,
    set_name: row.setName,
    set_printedTotal: row.setPrintedTotal,
    set_release: row.setRelease,
    series: row.series,
    ancientTrait_name: row.ancientTraitName,
    ancientTrait_text: row.ancientTraitText,
    rules: row.rules,
    is_pre_card: flag(row.isPreCard),
    last_modified_datetime: iso(row.lastModifiedDatetime),
  };
}

export function presentCardEdition(row: CardEditionRow): CardEditionRecord {
  return {
    id: row.cardId,
    name: row.name,
    ancientTrait_name: row.ancientTraitName,
    ancientTrait_text: row.ancientTraitText,
    number: row.number,
    effects: row.effects,
    rules: row.rules,
    rarity: row.rarity,
    set_printedTotal: row.setPrintedTotal,
    set_name: row.setName,
    set_release: row.setRelease,
    series: row.series,
    isAvailable: flag(row.isAvailable),
    image: row.image,
    image_url: catalogueImageAddress(row),
    writer: row.writer,
    last_modified_datetime: iso(row.lastModifiedDatetime),
  };
}
