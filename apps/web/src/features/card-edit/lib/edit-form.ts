import type { BaseFields, EditSource, SaveParams } from '@carddogam/contract/calls/card-edit';
import { EDIT_MEMO_PRESETS, type Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import {
  EMPTY_ABILITY,
  EMPTY_ATTACK,
  type AbilityValue,
  type AttackValue,
} from '../../../components/card-parts/part-values';
import type { KeyLike } from './staff-buttons';

export { EMPTY_ABILITY, EMPTY_ATTACK, type AbilityValue, type AttackValue };

/** The rules of the staff edit dialog (§2.12, §5, §6) that do not need a screen. */

export type InsertType = 'simple' | 'whole';

export interface EditForm {
  name: string;
  ancientTraitName: string;
  ancientTraitText: string;
  effects: string;
  /** One rule a line. */
  rules: string;
  image: string;
  number: string;
  rarity: string;
  setPrintedTotal: number | '';
  setName: string;
  isAvailable: boolean;
  base: BaseFields;
  abilities: AbilityValue[];
  attacks: AttackValue[];
  /** Card ids, separated by commas, spaces or lines. */
  copyIds: string;
  memo: string;
}

export const TITLES: Record<InsertType, string> = { simple: '카드 간편수정', whole: '카드 전체수정' };
export const MEMO_PRESETS = EDIT_MEMO_PRESETS;
export const HP_MAX = 340;

/** Subtype choices follow the supertype (§5); staff may still type one the list lacks. */
export const SUBTYPES_BY_SUPERTYPE: Record<string, string[]> = {
  Pokémon: ['Basic', 'Stage 1', 'Stage 2', 'ex', 'EX', 'GX', 'V', 'VMAX', 'VSTAR', 'Tera', 'MEGA', 'BREAK'],
  Trainer: ['Item', 'Supporter', 'Stadium', 'Pokémon Tool', 'ACE SPEC', 'Technical Machine'],
  Energy: ['Basic', 'Special'],
};
export const subtypeChoices = (supertype: string): string[] => SUBTYPES_BY_SUPERTYPE[supertype] ?? [];

/** The form of a card edition as the server sent it; an empty rarity starts from the English one (§2.12). */
export function formFromSource(source: EditSource): EditForm {
  const f = source.fields;
  return {
    name: f.name ?? '',
    ancientTraitName: f.ancientTrait_name ?? '',
    ancientTraitText: f.ancientTrait_text ?? '',
    effects: f.effects ?? '',
    rules: f.rules.join('\n'),
    image: f.image,
    number: f.number ?? '',
    rarity: f.rarity || source.rarity_en || '',
    setPrintedTotal: f.set_printedTotal ?? '',
    setName: f.set_name ?? '',
    isAvailable: f.isAvailable,
    base: source.base,
    abilities: source.abilities,
    attacks: source.attacks,
    copyIds: '',
    memo: '',
  };
}

export function parseCopyIds(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

const blankPart = (part: AbilityValue | AttackValue) =>
  !part.name.trim() &&
  !part.text.trim() &&
  !('damage' in part ? part.damage.trim() || part.cost.length : part.type.trim());

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The params of the one save call; a simple edit sends only the edition fields (§2.12). */
export function saveParamsOf(id: string, nation: Nation, type: InsertType, form: EditForm): SaveParams {
  return {
    id,
    nation,
    insert_type: type,
    fields: {
      name: orNull(form.name),
      ancientTrait_name: orNull(form.ancientTraitName),
      ancientTrait_text: orNull(form.ancientTraitText),
      effects: orNull(form.effects),
      rules: form.rules
        .split('\n')
        .map((r) => r.trim())
        .filter(Boolean),
      image: form.image,
      number: orNull(form.number),
      rarity: orNull(form.rarity),
      set_printedTotal: form.setPrintedTotal === '' ? null : form.setPrintedTotal,
      set_name: orNull(form.setName),
      isAvailable: form.isAvailable,
    },
    ...(type === 'whole'
      ? {
          // An English edition's name is the base record's name: one field, not two that disagree.
          base: nation === 'en' ? { ...form.base, name: form.name } : form.base,
          abilities: form.abilities.filter((a) => !blankPart(a)),
          attacks: form.attacks.filter((a) => !blankPart(a)),
        }
      : {}),
    copy_ids: parseCopyIds(form.copyIds),
    memo: form.memo.trim(),
  };
}

/** §5 staff card edit: the first missing required field's message, checked only for 발매중 cards. */
export function editFormError(id: string, type: InsertType, form: EditForm): string | null {
  const hp = form.base.hp;
  if (type === 'whole' && hp !== null && (hp < 0 || hp > HP_MAX))
    return `HP는 0부터 ${HP_MAX}까지 입력할 수 있습니다.`;
  if (!form.isAvailable) return null;
  if (!id.trim()) return MSG.editIdRequired;
  if (!form.name.trim() || (type === 'whole' && !form.base.name.trim())) return MSG.editNameRequired;
  if (type === 'whole' && !form.base.supertype.trim()) return MSG.editSupertypeRequired;
  if (!form.number.trim()) return MSG.editNumberRequired;
  if (form.setPrintedTotal === '') return MSG.editPrintedTotalRequired;
  if (!form.setName.trim()) return MSG.editSetNameRequired;
  return null;
}

/** 일어알바 edit only jp cards (§6): any other choice is refused and jp is forced. */
export function allowedNation(userType: string, wanted: Nation): { nation: Nation; refused: boolean } {
  if (userType === '일어알바' && wanted !== 'jp') return { nation: 'jp', refused: true };
  return { nation: wanted, refused: false };
}

export type DialogShortcut = { kind: 'submit' } | { kind: 'resetImage' } | { kind: 'nation'; nation: Nation };

const NATION_KEYS: Record<string, Nation> = { k: 'kr', '1': 'kr', l: 'en', '2': 'en', j: 'jp', '3': 'jp' };

/**
 * The edit dialog's shortcuts (§2.12): Ctrl+Enter saves, Ctrl+R resets the image, Ctrl+K/L/J (or
 * Ctrl+1/2/3) choose kr, en or jp. Other keys are left to the browser.
 */
export function dialogShortcut(event: KeyLike): DialogShortcut | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'enter') return { kind: 'submit' };
  if (key === 'r' && !event.shiftKey) return { kind: 'resetImage' };
  const nation = NATION_KEYS[key];
  return nation ? { kind: 'nation', nation } : null;
}

/** §5 copy card: the pre-input id, then both set names. */
export function copyFormError(values: { preCardId: string; setNameKr: string; setNameJp: string }) {
  if (!values.preCardId.trim()) return MSG.copyPreIdRequired;
  if (!values.setNameKr.trim() || !values.setNameJp.trim()) return MSG.copySetRequired;
  return null;
}
