import { Chip, Group, Input, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { LazyMultiSelect } from '../../../components/combobox/LazyComboboxes';
import { useRegulationMarks, useSubtypeOptions } from '../hooks/use-subtype-options';
import { SUPERTYPE_OPTIONS, TYPE_OPTIONS } from '../lib/search-options';
import {
  effectiveSupertype,
  supertypeForced,
  type SearchState,
  type SupertypeFilter,
} from '../lib/search-state';
import { EditionNameFilter } from './EditionNameFilter';

export interface FilterProps {
  draft: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
  deck: boolean;
}

/** The filters most searches use: supertype, types, set / rarity / series, subtypes and regulation marks. */
export function BasicFilters({ draft, onChange, deck }: FilterProps) {
  const supertype = effectiveSupertype(draft, deck);
  const forced = supertypeForced(draft, deck);
  const subtypes = useSubtypeOptions(supertype);
  const marks = useRegulationMarks();
  // Chosen subtypes stay listed when the supertype changes, so they can still be removed.
  const subtypeData = [
    ...subtypes,
    ...draft.subtypes
      .filter((s) => !subtypes.some((o) => o.value === s))
      .map((s) => ({ value: s, label: s })),
  ];

  return (
    <Stack gap="sm">
      <Input.Wrapper
        label="카드 종류"
        description={
          forced ? (deck ? '덱 검색은 포켓몬만 찾습니다' : '상세 조건은 포켓몬에만 적용됩니다') : undefined
        }
      >
        <SegmentedControl
          aria-label="카드 종류"
          data={SUPERTYPE_OPTIONS}
          value={supertype}
          onChange={(value) => onChange({ supertype: value as SupertypeFilter })}
          disabled={forced}
          fullWidth
          mt={4}
        />
      </Input.Wrapper>

      <Input.Wrapper label="타입">
        <Chip.Group multiple value={draft.types} onChange={(types) => onChange({ types })}>
          <Group gap={6} mt={4}>
            {TYPE_OPTIONS.map((type) => (
              <Chip key={type.value} value={type.value} size="xs">
                {type.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <EditionNameFilter field="set" value={draft.set} onChange={(set) => onChange({ set })} />
        <EditionNameFilter field="rarity" value={draft.rarity} onChange={(rarity) => onChange({ rarity })} />
        <EditionNameFilter field="series" value={draft.series} onChange={(series) => onChange({ series })} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <LazyMultiSelect
          label="세부 종류"
          placeholder={draft.subtypes.length ? undefined : '전체'}
          data={subtypeData}
          value={draft.subtypes}
          onChange={(values) => onChange({ subtypes: values })}
          searchable
          clearable
          maxValues={40}
        />
        <Input.Wrapper label="레귤레이션">
          <Chip.Group
            multiple
            value={draft.regulationMarks}
            onChange={(regulationMarks) => onChange({ regulationMarks })}
          >
            <Group gap={6} mt={4}>
              {marks.map((mark) => (
                <Chip key={mark} value={mark} size="xs">
                  {mark}
                </Chip>
              ))}
              {marks.length === 0 && (
                <Text size="xs" c="dimmed">
                  -
                </Text>
              )}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      </SimpleGrid>
    </Stack>
  );
}
