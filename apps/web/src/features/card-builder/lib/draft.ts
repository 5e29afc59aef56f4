import type { CardPage } from '@carddogam/contract/calls/card-page';
import { parseMirroredImage } from '@carddogam/contract/cards/card-image';
import { cardImageSrc } from '../../../components/card/card-image';
import {
  ENERGY_ICON_TYPES,
  ENERGY_INFO,
  parseEnergyList,
  toEnergyType,
  type EnergyIconType,
} from '../../../components/card/energy/energy-types';

/** The types a frame can have: every colour; 'Free' is only a cost. */
export const FRAME_TYPES = ENERGY_ICON_TYPES.filter((type) => type !== 'Free');
export type FrameType = Exclude<EnergyIconType, 'Free'>;

export const MAX_ATTACKS = 2;
export const MAX_COST = 5;
export const MAX_RETREAT = 5;
/** Field lengths: what still fits on the card at its smallest text size. */
export const LIMITS = {
  name: 24,
  hp: 3,
  stage: 12,
  attackName: 20,
  damage: 6,
  text: 160,
  abilityName: 20,
  typeValue: 5,
  illustrator: 40,
  flavor: 90,
} as const;

export interface BuilderAttack {
  cost: EnergyIconType[];
  name: string;
  damage: string;
  text: string;
}

export interface BuilderArt {
  /** Our own path (a template's picture) or a data URL (an upload): both safe to draw on a canvas. */
  src: string;
  origin: 'upload' | 'template';
}

export interface BuilderDraft {
  template: { id: string; name: string } | null;
  type: FrameType;
  name: string;
  hp: string;
  /** The label of the top-left corner: 기본, 1진화 … */
  stage: string;
  abilityName: string;
  abilityText: string;
  attacks: BuilderAttack[];
  weakness: { type: EnergyIconType | null; value: string };
  resistance: { type: EnergyIconType | null; value: string };
  retreat: number;
  illustrator: string;
  flavor: string;
  art: BuilderArt | null;
}

export const emptyAttack = (): BuilderAttack => ({ cost: [], name: '', damage: '', text: '' });

/** A blank frame of one type, with one empty attack to fill in. */
export function blankDraft(type: FrameType = 'Colorless'): BuilderDraft {
  return {
    template: null,
    type,
    name: '',
    hp: '',
    stage: '기본',
    abilityName: '',
    abilityText: '',
    attacks: [emptyAttack()],
    weakness: { type: null, value: '×2' },
    resistance: { type: null, value: '-30' },
    retreat: 1,
    illustrator: '',
    flavor: '',
    art: null,
  };
}

const STAGE_LABELS: Record<string, string> = {
  Basic: '기본',
  'Stage 1': '1진화',
  'Stage 2': '2진화',
  Item: '아이템',
  Supporter: '서포트',
  Stadium: '스타디움',
  'Pokémon Tool': '포켓몬의 도구',
};

/** The corner label from the stored subtypes ('Stage 2,ex' → '2진화'); the supertype's word otherwise. */
export function stageLabel(supertype: string, subtypes: string): string {
  const known = subtypes
    .split(',')
    .map((part) => STAGE_LABELS[part.trim()])
    .find((label) => label !== undefined);
  if (known) return known;
  if (supertype === 'Trainer') return '트레이너스';
  if (supertype === 'Energy') return '에너지';
  return '기본';
}

/**
 * A picture the canvas may draw: only our own origin's. The browser refuses to export a canvas that has a
 * picture of another site on it (a "tainted" canvas), so a card whose picture is only on the catalogue
 * source's host gives no template picture; the member uploads one instead. A mirrored picture is our copy,
 * taken in its largest width.
 */
export function canvasSafeSrc(src: string | null, origin: string): string | null {
  if (!src) return null;
  const own = parseMirroredImage(src)?.sources.zoom ?? src;
  try {
    const url = new URL(own, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The template's picture for the canvas: the Korean edition's, then the English and Japanese ones. */
export function templateArtSrc(card: CardPage, origin: string): string | null {
  const editions = [
    ['kr', card.kr?.image],
    ['en', card.en.image],
    ['jp', card.jp?.image],
  ] as const;
  for (const [nation, image] of editions) {
    const src = canvasSafeSrc(cardImageSrc(nation, image), origin);
    if (src) return src;
  }
  return null;
}

const clip = (value: string | null | undefined, max: number) => (value ?? '').slice(0, max);

/** A draft from a catalogue card: its Korean texts where the card has them, the English ones otherwise. */
export function draftFromCard(card: CardPage, origin: string): BuilderDraft {
  const name = card.kr?.name ?? card.name_kr_suggestion ?? card.en.name;
  const korean = card.parts.kr;
  const parts = korean.attacks.length > 0 || korean.abilities.length > 0 ? korean : card.parts.en;
  const pokemon = card.en.supertype === 'Pokémon';
  const type = toEnergyType(card.en.types.split(',')[0]);
  const ability = parts.abilities[0];
  const typeValue = (row: { type: string; value: string } | undefined, fallback: string) => ({
    type: toEnergyType(row?.type),
    value: clip(row?.value ?? fallback, LIMITS.typeValue),
  });
  const src = templateArtSrc(card, origin);
  return {
    template: { id: card.id, name },
    type: type && type !== 'Free' ? type : 'Colorless',
    name: clip(name, LIMITS.name),
    hp: pokemon && card.en.hp ? String(card.en.hp).slice(0, LIMITS.hp) : '',
    stage: clip(stageLabel(card.en.supertype, card.en.subtypes), LIMITS.stage),
    abilityName: clip(ability?.name, LIMITS.abilityName),
    abilityText: clip(ability?.text, LIMITS.text),
    attacks: parts.attacks.slice(0, MAX_ATTACKS).map((attack) => ({
      cost: parseEnergyList(attack.cost).slice(0, MAX_COST),
      name: clip(attack.name, LIMITS.attackName),
      damage: clip(attack.damage, LIMITS.damage),
      text: clip(attack.text, LIMITS.text),
    })),
    weakness: typeValue(card.weaknesses[0], '×2'),
    resistance: typeValue(card.resistances[0], '-30'),
    retreat: Math.min(parseEnergyList(card.en.retreatCost).length, MAX_RETREAT),
    illustrator: clip(card.en.artist, LIMITS.illustrator),
    flavor: '',
    art: src ? { src, origin: 'template' } : null,
  };
}

/** The energy types' Korean names, for selects and labels. */
export const energyLabel = (type: EnergyIconType) => ENERGY_INFO[type].kr;

// Reading a stored draft: anything an older version (or a hand edit) left that does not fit is replaced.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number, fallback = '') =>
  typeof value === 'string' ? value.slice(0, max) : fallback;
const energy = (value: unknown) => (typeof value === 'string' ? toEnergyType(value) : null);

function restoreAttack(value: unknown): BuilderAttack | null {
  if (!isRecord(value)) return null;
  const cost = Array.isArray(value.cost)
    ? value.cost.map(energy).filter((type): type is EnergyIconType => type !== null)
    : [];
  return {
    cost: cost.slice(0, MAX_COST),
    name: text(value.name, LIMITS.attackName),
    damage: text(value.damage, LIMITS.damage),
    text: text(value.text, LIMITS.text),
  };
}

function restoreArt(value: unknown): BuilderArt | null {
  if (!isRecord(value) || typeof value.src !== 'string') return null;
  if (value.origin === 'upload' && value.src.startsWith('data:image/'))
    return { src: value.src, origin: 'upload' };
  // A stored template picture must still be one of our own paths.
  if (value.origin === 'template' && value.src.startsWith('/') && !value.src.startsWith('//')) {
    return { src: value.src, origin: 'template' };
  }
  return null;
}

/** A draft read back from storage, or null when there is none worth restoring. */
export function restoreDraft(value: unknown): BuilderDraft | null {
  if (!isRecord(value)) return null;
  const blank = blankDraft();
  const type = energy(value.type);
  const typeValue = (raw: unknown, fallback: BuilderDraft['weakness']) =>
    isRecord(raw) ? { type: energy(raw.type), value: text(raw.value, LIMITS.typeValue) } : fallback;
  const template =
    isRecord(value.template) &&
    typeof value.template.id === 'string' &&
    typeof value.template.name === 'string'
      ? { id: value.template.id, name: value.template.name }
      : null;
  const retreat = Number(value.retreat);
  return {
    template,
    type: type && type !== 'Free' ? type : blank.type,
    name: text(value.name, LIMITS.name),
    hp: text(value.hp, LIMITS.hp).replace(/\D/g, ''),
    stage: text(value.stage, LIMITS.stage, blank.stage),
    abilityName: text(value.abilityName, LIMITS.abilityName),
    abilityText: text(value.abilityText, LIMITS.text),
    attacks: Array.isArray(value.attacks)
      ? value.attacks
          .map(restoreAttack)
          .filter((attack): attack is BuilderAttack => attack !== null)
          .slice(0, MAX_ATTACKS)
      : blank.attacks,
    weakness: typeValue(value.weakness, blank.weakness),
    resistance: typeValue(value.resistance, blank.resistance),
    retreat: Number.isInteger(retreat) ? Math.min(Math.max(retreat, 0), MAX_RETREAT) : blank.retreat,
    illustrator: text(value.illustrator, LIMITS.illustrator),
    flavor: text(value.flavor, LIMITS.flavor),
    art: restoreArt(value.art),
  };
}

/** '<name>_fan_card.png', without the characters file systems refuse. */
export function fanCardFileName(name: string): string {
  const safe = [...name]
    .filter((char) => char >= ' ')
    .join('')
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, '_')
    .slice(0, LIMITS.name);
  return `${safe || 'card'}_fan_card.png`;
}
