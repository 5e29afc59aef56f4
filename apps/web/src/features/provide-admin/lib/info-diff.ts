import type { CurrentEdition, InfoReport } from '@carddogam/contract/calls/provide';
import { ENERGY_TYPES } from '@carddogam/contract/constants';

/** The field-by-field comparison of an info report with the edition's data now (review queue). */

export interface DiffRow {
  label: string;
  current: string;
  reported: string;
  changed: boolean;
}

const ENERGY_LABEL = new Map<string, string>(ENERGY_TYPES.map((t) => [t.code, t.kr]));
const show = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const attacksText = (attacks: InfoReport['attacks']) =>
  attacks
    .map((a) =>
      `${a.name} [${a.cost.map((c) => ENERGY_LABEL.get(c) ?? c).join(' ')}] ${a.damage}\n${a.text}`.trim(),
    )
    .join('\n\n');
const abilitiesText = (abilities: InfoReport['abilities']) =>
  abilities.map((a) => `${a.type ? `[${a.type}] ` : ''}${a.name}\n${a.text}`.trim()).join('\n\n');

/** One row per reported field; `current` is empty when the edition has no record yet. */
export function infoDiff(report: InfoReport, current: CurrentEdition | null): DiffRow[] {
  const c = report.card;
  const rows: Array<[string, string, string]> = [
    ['이름', show(current?.name), show(c.name)],
    ['넘버', show(current?.number), show(c.number)],
    ['레어도', show(current?.rarity), show(c.rarity)],
    ['제품명', show(current?.set_name), show(c.set_name)],
    ['토탈넘버', show(current?.set_printedTotal), show(c.set_printedTotal)],
    [
      '발매',
      current ? (current.isAvailable ? '발매중' : '발매안됨') : '',
      c.isAvailable ? '발매중' : '발매안됨',
    ],
    ['고대의 특성', show(current?.ancientTrait_name), show(c.ancientTrait_name)],
    ['고대의 특성 설명', show(current?.ancientTrait_text), show(c.ancientTrait_text)],
    ['효과', show(current?.effects), show(c.effects)],
    ['룰', current?.rules.join('\n') ?? '', c.rules.join('\n')],
    ['특성', abilitiesText(current?.abilities ?? []), abilitiesText(report.abilities)],
    ['기술', attacksText(current?.attacks ?? []), attacksText(report.attacks)],
  ];
  // Approval leaves a blank reported field as it is (services/provide.ts), so only filled ones change.
  const applied = rows.map(([label, now, reported]) => ({
    label,
    current: now,
    reported,
    changed: reported !== '' && now !== reported,
  }));
  // Shown for reference only: the edition records keep neither, so approval does not write them.
  const noted = [
    { label: '현지 이름 (참고)', current: '', reported: show(c.name_local), changed: false },
    { label: '레귤레이션 마크 (참고)', current: '', reported: show(c.regulation_mark), changed: false },
  ];
  return [...applied, ...noted];
}
