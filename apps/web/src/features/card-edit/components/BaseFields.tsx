import { Select, SimpleGrid, TagsInput, NumberInput, TextInput } from '@mantine/core';
import {
  ENERGY_CODES,
  RESISTANCE_VALUES,
  SUPERTYPES,
  WEAKNESS_VALUES,
  type Nation,
} from '@carddogam/contract/constants';
import { HP_MAX, subtypeChoices } from '../lib/edit-form';
import type { FieldProps } from './EditFields';

const WEAKNESS_OPTIONS = ENERGY_CODES.flatMap((t) => WEAKNESS_VALUES.map((v) => `${t} ${v}`));
const RESISTANCE_OPTIONS = ENERGY_CODES.flatMap((t) => RESISTANCE_VALUES.map((v) => `${t} ${v}`));

const toPairs = (values: string[]) =>
  values.map((v) => {
    const [type = '', value = ''] = v.split(' ');
    return { type, value };
  });
const fromPairs = (pairs: { type: string; value: string }[]) => pairs.map((p) => `${p.type} ${p.value}`);
const numbers = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n >= 0);

/** The base record fields of a whole edit (§2.12): written to the English record for every edition. */
export function BaseFields({ form, set, nation }: FieldProps & { nation: Nation }) {
  const base = form.base;
  const patch = (p: Partial<typeof base>) => set('base', { ...base, ...p });
  return (
    <SimpleGrid cols={3} spacing="xs">
      {/* For the English edition the name field of 기본 정보 is this name. */}
      {nation !== 'en' && (
        <TextInput
          label="영어이름"
          size="xs"
          value={base.name}
          onChange={(e) => patch({ name: e.currentTarget.value })}
        />
      )}
      <Select
        label="슈퍼속성"
        size="xs"
        data={[...SUPERTYPES]}
        value={base.supertype || null}
        onChange={(v) => patch({ supertype: v ?? '', subtypes: [] })}
      />
      <TagsInput
        label="서브속성"
        size="xs"
        data={subtypeChoices(base.supertype)}
        value={base.subtypes}
        onChange={(v) => patch({ subtypes: v })}
      />
      <NumberInput
        label="HP"
        size="xs"
        min={0}
        max={HP_MAX}
        allowDecimal={false}
        value={base.hp ?? ''}
        onChange={(v) => patch({ hp: typeof v === 'number' ? v : null })}
      />
      <TagsInput
        label="타입"
        size="xs"
        data={ENERGY_CODES}
        value={base.types}
        onChange={(v) => patch({ types: v })}
      />
      <TextInput
        label="진화 전"
        size="xs"
        value={base.evolvesFrom ?? ''}
        onChange={(e) => patch({ evolvesFrom: e.currentTarget.value || null })}
      />
      <TagsInput label="진화 후" size="xs" value={base.evolvesTo} onChange={(v) => patch({ evolvesTo: v })} />
      <TextInput
        label="일러스트레이터"
        size="xs"
        value={base.artist ?? ''}
        onChange={(e) => patch({ artist: e.currentTarget.value || null })}
      />
      <TagsInput
        label="도감번호"
        size="xs"
        value={base.nationalPokedexNumbers.map(String)}
        onChange={(v) => patch({ nationalPokedexNumbers: numbers(v) })}
      />
      <TextInput
        label="레귤레이션"
        size="xs"
        value={base.regulationMark ?? ''}
        onChange={(e) => patch({ regulationMark: e.currentTarget.value || null })}
      />
      <TagsInput
        label="후퇴 비용"
        size="xs"
        data={ENERGY_CODES}
        value={base.retreatCost}
        onChange={(v) => patch({ retreatCost: v })}
        allowDuplicates
      />
      <TagsInput
        label="약점"
        size="xs"
        data={WEAKNESS_OPTIONS}
        value={fromPairs(base.weaknesses)}
        onChange={(v) => patch({ weaknesses: toPairs(v) })}
      />
      <TagsInput
        label="저항력"
        size="xs"
        data={RESISTANCE_OPTIONS}
        value={fromPairs(base.resistances)}
        onChange={(v) => patch({ resistances: toPairs(v) })}
      />
    </SimpleGrid>
  );
}
