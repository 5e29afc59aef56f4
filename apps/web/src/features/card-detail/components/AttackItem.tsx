import { Group, Stack, Text } from '@mantine/core';
import type { AttackRow } from '@carddogam/contract/calls/card-records';
import { EnergyList } from '../../../components/card/energy/EnergyList';
import { EnergyText } from '../../../components/card/energy/EnergyText';
import { parseEnergyList } from '../../../components/card/energy/energy-types';

/** One attack: its cost as icons (an empty cost is the zero-cost symbol), name, damage and text. */
export function AttackItem({ attack }: { attack: AttackRow }) {
  const cost = parseEnergyList(attack.cost);
  return (
    <Stack gap={2} data-attack={attack.name}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <EnergyList types={cost.length > 0 ? cost : ['Free']} label="기술 비용" />
          <Text fw={700} size="sm">
            {attack.name}
          </Text>
        </Group>
        {attack.damage && (
          <Text fw={700} size="sm" style={{ flex: 'none' }}>
            {attack.damage}
          </Text>
        )}
      </Group>
      {attack.text && (
        <Text size="sm">
          <EnergyText text={attack.text} />
        </Text>
      )}
    </Stack>
  );
}
