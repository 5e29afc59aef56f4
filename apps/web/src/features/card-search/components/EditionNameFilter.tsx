import { Group } from '@mantine/core';
import { NATIONS, type Nation } from '@carddogam/contract/constants';
import { LazySelect } from '../../../components/combobox/LazyComboboxes';
import { useEditionNames } from '../hooks/use-edition-names';
import { EDITION_FIELD_LABEL, EDITION_NATION_LABEL, type EditionField } from '../lib/search-options';
import type { EditionName } from '../lib/search-state';

interface EditionNameFilterProps {
  field: EditionField;
  value: EditionName;
  onChange: (value: EditionName) => void;
}

/** A set, rarity or series filter: the edition whose names to list (Korean first), then the name. */
export function EditionNameFilter({ field, value, onChange }: EditionNameFilterProps) {
  const names = useEditionNames(field, value.nation);
  const label = EDITION_FIELD_LABEL[field];
  // A name from a link is kept selectable even before (or without) the list that contains it.
  const data = value.name && !names.includes(value.name) ? [value.name, ...names] : names;

  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <LazySelect
        label={label}
        aria-label={`${label} 언어`}
        data={NATIONS.map((nation) => ({ value: nation, label: EDITION_NATION_LABEL[field][nation] }))}
        value={value.nation}
        onChange={(nation) => nation && onChange({ nation: nation as Nation, name: '' })}
        allowDeselect={false}
        w={120}
      />
      <LazySelect
        aria-label={label}
        placeholder="전체"
        data={data}
        value={value.name || null}
        onChange={(name) => onChange({ ...value, name: name ?? '' })}
        searchable
        clearable
        nothingFoundMessage="일치하는 항목이 없습니다"
        limit={200}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}
