import { Select } from '@mantine/core';
import { VALUE_CONDITIONS, VALUE_MSG, type ValueCondition } from '@carddogam/contract/calls/collector-value';

/** The condition whose prices a deck's or a collection book's value is counted in. */
export function ValueConditionSelect({
  value,
  onChange,
}: {
  value: ValueCondition;
  onChange: (condition: ValueCondition) => void;
}) {
  return (
    <Select
      size="xs"
      w={120}
      label={VALUE_MSG.conditionLabel}
      data={[...VALUE_CONDITIONS]}
      value={value}
      allowDeselect={false}
      onChange={(next) => next && onChange(next as ValueCondition)}
    />
  );
}
