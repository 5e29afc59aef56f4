import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { AbilityRow, AttackRow, CardEditionRecord } from '@carddogam/contract/calls/card-records';
import type { Nation } from '@carddogam/contract/constants';
import { cardImageSrc } from '../../../components/card/card-image';

/** The state of one edition's record (§4): missing, present but not released, or released. */
export type EditionState = 'missing' | 'notReleased' | 'available';

/**
 * What the info block shows for one edition: the edition's own fields where it has them, and the facts
 * every edition shares (types, HP, artist, …) from the English base record.
 */
export interface EditionView {
  nation: Nation;
  state: EditionState;
  name: string | null;
  rarity: string | null;
  number: string | null;
  printedTotal: number | null;
  setName: string | null;
  series: string | null;
  release: string | null;
  image: string | null;
  ancientTraitName: string | null;
  ancientTraitText: string | null;
  abilities: AbilityRow[];
  attacks: AttackRow[];
  /** Free text of the card (kr/jp 'effects'); English cards keep all their text in rules. */
  effects: string | null;
  rules: string[];
}

/** An edition's picture: the uploaded file, else the catalogue's address; null when it has neither. */
export function editionImage(
  nation: Nation,
  record: { image: string; image_url: string | null } | null,
): string | null {
  if (!record) return null;
  return cardImageSrc(nation, record.image) ?? record.image_url ?? null;
}

export function editionRecord(page: CardPage, nation: Nation): CardEditionRecord | CardPage['en'] | null {
  return nation === 'en' ? page.en : page[nation];
}

export function editionState(page: CardPage, nation: Nation): EditionState {
  const record = editionRecord(page, nation);
  if (!record) return 'missing';
  return record.isAvailable === 1 ? 'available' : 'notReleased';
}

export function editionView(page: CardPage, nation: Nation): EditionView {
  const state = editionState(page, nation);
  const parts = page.parts[nation];
  if (nation === 'en') {
    const en = page.en;
    return {
      nation,
      state,
      name: en.name,
      rarity: en.rarity,
      number: en.number,
      printedTotal: en.set_printedTotal,
      setName: en.set_name,
      series: en.series,
      release: en.set_release,
      image: editionImage('en', en),
      ancientTraitName: en.ancientTrait_name,
      ancientTraitText: en.ancientTrait_text,
      abilities: parts.abilities,
      attacks: parts.attacks,
      effects: null,
      rules: en.rules,
    };
  }
  const record = page[nation];
  return {
    nation,
    state,
    name: record?.name || null,
    rarity: record?.rarity ?? null,
    number: record?.number ?? null,
    printedTotal: record?.set_printedTotal ?? null,
    setName: record?.set_name ?? null,
    series: record?.series ?? null,
    release: record?.set_release ?? null,
    image: editionImage(nation, record),
    ancientTraitName: record?.ancientTrait_name ?? null,
    ancientTraitText: record?.ancientTrait_text ?? null,
    abilities: parts.abilities,
    attacks: parts.attacks,
    effects: record?.effects ?? null,
    rules: record?.rules ?? [],
  };
}

/**
 * The picture to show for an edition: its own, else the first other edition that has one (Korean,
 * English, Japanese, as lists do), so a missing edition still shows what the card looks like.
 */
export function displayImage(page: CardPage, nation: Nation): string | null {
  const order: Nation[] = [nation, ...(['kr', 'en', 'jp'] as const).filter((n) => n !== nation)];
  for (const n of order) {
    const src = editionImage(n, editionRecord(page, n));
    if (src) return src;
  }
  return null;
}

/** The first edition whose image is not the default one, in the order kr, en, jp (§2.17). */
export function firstImageNation(page: CardPage): Nation {
  const found = (['kr', 'en', 'jp'] as const).find((n) => editionImage(n, editionRecord(page, n)));
  return found ?? 'en';
}
