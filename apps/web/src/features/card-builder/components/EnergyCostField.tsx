import { Group, NativeSelect, Text, UnstyledButton } from '@mantine/core';
import { EnergyIcon } from '../../../components/card/energy/EnergyIcon';
import type { EnergyIconType } from '../../../components/card/energy/energy-types';
import { energyLabel, FRAME_TYPES, MAX_COST } from '../lib/draft';

const ADD_OPTIONS = [
  { value: '', label: '에너지 추가' },
  ...FRAME_TYPES.map((type) => ({ value: type, label: energyLabel(type) })),
];

/** An attack's cost: its symbols (a tap takes one away) and a select that adds one. */
export function EnergyCostField({
  label,
  cost,
  onChange,
}: {
  label: string;
  cost: EnergyIconType[];
  onChange: (cost: EnergyIconType[]) => void;
}) {
  return (
    <Group gap="xs" align="center" wrap="wrap" role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        에너지
      </Text>
      {cost.length === 0 && (
        <Text size="sm" c="dimmed">
          없음
        </Text>
      )}
      {cost.map((type, index) => (
        <UnstyledButton
          key={`${type}-${index}`}
          aria-label={`${energyLabel(type)} 에너지 빼기`}
          title={`${energyLabel(type)} 에너지 빼기`}
          onClick={() => onChange(cost.filter((_, i) => i !== index))}
        >
          <EnergyIcon type={type} size={24} />
        </UnstyledButton>
      ))}
      {cost.length < MAX_COST && (
        <NativeSelect
          size="xs"
          aria-label={`${label} 추가`}
          data={ADD_OPTIONS}
          value=""
          onChange={(event) => {
            const type = event.currentTarget.value as EnergyIconType | '';
            if (type) onChange([...cost, type]);
          }}
        />
      )}
    </Group>
  );
}
