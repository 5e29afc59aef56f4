import { Group } from '@mantine/core';
import { EnergyIcon } from './EnergyIcon';
import type { EnergyIconType } from './energy-types';

/** A row of energy symbols: an attack cost, a retreat cost or a card's types. */
export function EnergyList({
  types,
  size = 18,
  label,
}: {
  types: EnergyIconType[];
  size?: number;
  label?: string;
}) {
  return (
    <Group component="span" gap={2} wrap="nowrap" display="inline-flex" aria-label={label}>
      {types.map((type, index) => (
        <EnergyIcon key={`${type}-${index}`} type={type} size={size} />
      ))}
    </Group>
  );
}
