import { Group, Text } from '@mantine/core';
import { EnergyIcon } from '../../../components/card/energy/EnergyIcon';
import { ENERGY_ICON_TYPES, type EnergyIconType } from '../../../components/card/energy/energy-types';

const isIconType = (type: string): type is EnergyIconType =>
  (ENERGY_ICON_TYPES as readonly string[]).includes(type);

/** The deck's Energy cards per type (§2.15): an icon and a count each. */
export function EnergyCounts({ counts }: { counts: ReadonlyArray<{ type: string; count: number }> }) {
  if (counts.length === 0) return null;
  return (
    <Group gap={8} aria-label="에너지 타입별 장수">
      {counts.map(({ type, count }) => (
        <Group key={type} gap={2} wrap="nowrap">
          {isIconType(type) ? <EnergyIcon type={type} size={16} /> : <Text size="xs">{type}</Text>}
          <Text size="xs" fw={600}>
            {count}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
