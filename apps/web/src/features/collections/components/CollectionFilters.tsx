import { Group, Select } from '@mantine/core';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';

const EDITION_OPTIONS = [
  { value: 'all', label: '전체 판본' },
  ...NATIONS.map((nation) => ({ value: nation, label: NATION_LABEL[nation] })),
];

interface CollectionFiltersProps {
  nation: Nation | null;
  setName: string | null;
  /** The owner's sets in the chosen edition. */
  sets: string[];
  onChange: (next: { nation: Nation | null; setName: string | null }) => void;
}

/** Edition and set filters of a book; a set belongs to one edition, so it needs one chosen first. */
export function CollectionFilters({ nation, setName, sets, onChange }: CollectionFiltersProps) {
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      <Select
        aria-label="판본"
        data={EDITION_OPTIONS}
        value={nation ?? 'all'}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ nation: value && value !== 'all' ? (value as Nation) : null, setName: null })
        }
        maw={200}
      />
      <Select
        aria-label="제품명"
        placeholder={nation ? '전체 제품' : '판본을 먼저 고르세요'}
        data={sets}
        value={setName}
        disabled={!nation}
        searchable
        clearable
        nothingFoundMessage="해당 제품이 없습니다"
        onChange={(value) => onChange({ nation, setName: value })}
      />
    </Group>
  );
}
