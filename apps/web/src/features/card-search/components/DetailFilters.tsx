import {
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { ABILITY_OPTIONS, WEAKNESS_OPTIONS } from '../lib/search-options';
import type { SearchState } from '../lib/search-state';
import type { FilterProps } from './BasicFilters';

type NumberField = 'hpMin' | 'hpMax' | 'damageMin' | 'damageMax' | 'retreatCost' | 'attacksCost';

/** NumberInput gives '' for an emptied box: that means no filter. */
function toFilterNumber(value: number | string): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The less-used filters of §2.19, behind '상세 검색'. All but artist force supertype Pokémon. */
export default function DetailFilters({ draft, onChange }: Omit<FilterProps, 'deck'>) {
  const numberInput = (field: NumberField, label: string, max: number) => (
    <NumberInput
      label={label}
      value={draft[field] ?? ''}
      onChange={(value) => onChange({ [field]: toFilterNumber(value) } as Partial<SearchState>)}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      placeholder="-"
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput
        label="일러스트레이터"
        value={draft.artist}
        onChange={(event) => onChange({ artist: event.currentTarget.value })}
        maxLength={100}
        placeholder="예: Mitsuhiro Arita"
      />
      <Group gap={4} wrap="nowrap" grow>
        {numberInput('hpMin', 'HP 최소', 1000)}
        {numberInput('hpMax', 'HP 최대', 1000)}
      </Group>
      <Group gap={4} wrap="nowrap" grow>
        {numberInput('damageMin', '데미지 최소', 10_000)}
        {numberInput('damageMax', '데미지 최대', 10_000)}
      </Group>
      <Group gap={4} wrap="nowrap" grow>
        {numberInput('retreatCost', '후퇴 비용', 10)}
        {numberInput('attacksCost', '기술 비용', 10)}
      </Group>
      <MultiSelect
        label="약점"
        placeholder={draft.weaknesses.length ? undefined : '전체'}
        data={WEAKNESS_OPTIONS}
        value={draft.weaknesses}
        onChange={(weaknesses) => onChange({ weaknesses })}
        clearable
      />
      <MultiSelect
        label="저항력"
        placeholder={draft.resistances.length ? undefined : '전체'}
        data={WEAKNESS_OPTIONS}
        value={draft.resistances}
        onChange={(resistances) => onChange({ resistances })}
        clearable
      />
      <Input.Wrapper label="특성">
        <SegmentedControl
          aria-label="특성"
          data={ABILITY_OPTIONS}
          value={draft.isAbilityExist === null ? 'any' : String(draft.isAbilityExist)}
          onChange={(value) => onChange({ isAbilityExist: value === 'any' ? null : value === 'true' })}
          fullWidth
          mt={4}
        />
      </Input.Wrapper>
    </SimpleGrid>
  );
}
