import type {
  AbilityRow,
  AttackRow,
  CardEditionRecord,
  CardEnRecord,
} from '@carddogam/contract/calls/card-records';
import type { InfoReport } from '@carddogam/contract/calls/provide';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import {
  EMPTY_ABILITY,
  EMPTY_ATTACK,
  type AbilityValue,
  type AttackValue,
} from '../../../components/card-parts/part-values';

export { EMPTY_ABILITY, EMPTY_ATTACK, type AbilityValue, type AttackValue };

/** The §2.7 information input/edit form: its values, where they are prefilled from, and its checks. */

export type InfoFormType = 'update' | 'provide' | 'read';

export interface InfoFormValues {
  name: string;
  name_local: string;
  ancientTrait_name: string;
  ancientTrait_text: string;
  effects: string;
  rules: string;
  number: string;
  rarity: string | null;
  set_name: string | null;
  set_printedTotal: number | null;
  regulation_mark: string | null;
  isAvailable: boolean;
  abilities: AbilityValue[];
  attacks: AttackValue[];
  content: string;
}

export const EMPTY_INFO_FORM: InfoFormValues = {
  name: '',
  name_local: '',
  ancientTrait_name: '',
  ancientTrait_text: '',
  effects: '',
  rules: '',
  number: '',
  rarity: null,
  set_name: null,
  set_printedTotal: null,
  regulation_mark: null,
  isAvailable: true,
  abilities: [],
  attacks: [],
  content: '',
};

export interface RarityRow {
  en: string;
  kr: string | null;
  jp: string | null;
}

/** The dump's parts (§3 card_en dump); anything unexpected is ignored rather than trusted. */
interface DumpParts {
  attacks: AttackValue[];
  abilities: AbilityValue[];
}

export function parseDump(dump: string | null | undefined): DumpParts {
  if (!dump) return { attacks: [], abilities: [] };
  try {
    const parsed = JSON.parse(dump) as { attacks?: unknown; abilities?: unknown };
    const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      attacks: list(parsed.attacks).map((a) => ({
        name: str(a.name),
        cost: Array.isArray(a.cost) ? a.cost.filter((c): c is string => typeof c === 'string') : [],
        damage: str(a.damage),
        text: str(a.text),
      })),
      abilities: list(parsed.abilities).map((a) => ({
        type: str(a.type),
        name: str(a.name),
        text: str(a.text),
      })),
    };
  } catch {
    return { attacks: [], abilities: [] };
  }
}

/** Rarity choices of one edition: the map's column for it without null, '-' and empty values (§5 Lists). */
export function rarityOptions(rows: RarityRow[], nation: Nation): string[] {
  const values = rows.map((r) => r[nation]).filter((v): v is string => !!v && v.trim() !== '' && v !== '-');
  return [...new Set(values)];
}

/** The edition's rarity, or the English rarity mapped through the rarity table when it is empty (§2.7). */
export function prefillRarity(
  editionRarity: string | null | undefined,
  enRarity: string | null | undefined,
  rows: RarityRow[],
  nation: Nation,
): string | null {
  if (editionRarity && editionRarity !== '-') return editionRarity;
  if (!enRarity) return null;
  if (nation === 'en') return enRarity;
  return rows.find((r) => r.en === enRarity)?.[nation] || null;
}

/** Regulation marks newest first: the list arrives oldest first and §2.7 shows it reversed. */
export function regulationOptions(rows: Array<{ regulation_mark: string }>): string[] {
  return rows.map((r) => r.regulation_mark).reverse();
}

const toAttacks = (rows: AttackRow[]): AttackValue[] =>
  rows.map((a) => ({ name: a.name, cost: a.cost ? a.cost.split(',') : [], damage: a.damage, text: a.text }));
const toAbilities = (rows: AbilityRow[]): AbilityValue[] =>
  rows.map((a) => ({ type: a.type ?? '', name: a.name, text: a.text }));

/**
 * Abilities and attacks of an edition (§2.18): kr and jp use their own, falling back to the en dump when
 * they have none; en always uses the dump.
 */
export function prefillParts(
  nation: Nation,
  edition: { abilities: AbilityRow[]; attacks: AttackRow[] },
  dump: string | null | undefined,
): { abilities: AbilityValue[]; attacks: AttackValue[] } {
  const fromDump = parseDump(dump);
  if (nation === 'en') return fromDump;
  return {
    abilities: edition.abilities.length > 0 ? toAbilities(edition.abilities) : fromDump.abilities,
    attacks: edition.attacks.length > 0 ? toAttacks(edition.attacks) : fromDump.attacks,
  };
}

export interface PrefillSources {
  nation: Nation;
  /** The edition's record; for en the en record; undefined when the edition has none yet. */
  edition: CardEditionRecord | CardEnRecord | undefined;
  en: CardEnRecord | undefined;
  dump: string | null | undefined;
  rarityRows: RarityRow[];
  parts: { abilities: AbilityRow[]; attacks: AttackRow[] };
}

/** The form as §2.7 opens it in update/provide mode, from the card records, the dump and the en rarity. */
export function prefillInfoForm(s: PrefillSources): InfoFormValues {
  const e = s.edition;
  return {
    ...EMPTY_INFO_FORM,
    name: e?.name ?? '',
    ancientTrait_name: e?.ancientTrait_name ?? '',
    ancientTrait_text: e?.ancientTrait_text ?? '',
    effects: e && 'effects' in e ? (e.effects ?? '') : '',
    rules: e?.rules.join('\n') ?? '',
    number: e?.number ?? s.en?.number ?? '',
    rarity: prefillRarity(e?.rarity, s.en?.rarity, s.rarityRows, s.nation),
    set_name: e?.set_name ?? null,
    set_printedTotal: e?.set_printedTotal ?? null,
    regulation_mark: s.en?.regulationMark ?? null,
    isAvailable: e ? e.isAvailable === 1 : true,
    ...prefillParts(s.nation, s.parts, s.dump),
  };
}

/** The form of a stored report, for 'read' mode. */
export function formFromReport(report: InfoReport): InfoFormValues {
  const c = report.card;
  return {
    name: c.name ?? '',
    name_local: c.name_local ?? '',
    ancientTrait_name: c.ancientTrait_name ?? '',
    ancientTrait_text: c.ancientTrait_text ?? '',
    effects: c.effects ?? '',
    rules: c.rules.join('\n'),
    number: c.number ?? '',
    rarity: c.rarity,
    set_name: c.set_name,
    set_printedTotal: c.set_printedTotal,
    regulation_mark: c.regulation_mark,
    isAvailable: c.isAvailable,
    abilities: report.abilities,
    attacks: report.attacks,
    content: report.content,
  };
}

/** The first §5 message the form fails, or null. */
export function infoReportError(nation: Nation | null, content: string): string | null {
  if (!nation) return MSG.infoNationRequired;
  if (!content.trim()) return MSG.contentRequired;
  return null;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const filled = (values: Record<string, unknown>) =>
  Object.values(values).some((v) =>
    Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '',
  );

/** The call payload: blank texts become null, empty blocks of the editors are dropped. */
export function toInfoReportParams(cardId: string, nation: Nation, v: InfoFormValues) {
  return {
    card_id: cardId,
    card_nation: nation,
    content: v.content,
    card: {
      name: orNull(v.name),
      name_local: orNull(v.name_local),
      ancientTrait_name: orNull(v.ancientTrait_name),
      ancientTrait_text: orNull(v.ancientTrait_text),
      effects: orNull(v.effects),
      rules: v.rules
        .split('\n')
        .map((r) => r.trim())
        .filter(Boolean),
      number: orNull(v.number),
      rarity: v.rarity,
      set_name: v.set_name,
      set_printedTotal: v.set_printedTotal,
      regulation_mark: v.regulation_mark,
      isAvailable: v.isAvailable,
    },
    abilities: v.abilities.filter((a) => filled({ ...a })),
    attacks: v.attacks.filter((a) => filled({ ...a })),
  };
}
