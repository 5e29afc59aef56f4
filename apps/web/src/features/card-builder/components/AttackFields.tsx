import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LIMITS, type BuilderAttack } from '../lib/draft';
import { EnergyCostField } from './EnergyCostField';

export const ENERGY_TEXT_HINT = '{불꽃}, (물), [R]처럼 쓰면 에너지 아이콘으로 바뀝니다.';

/** One attack: cost, name, damage and its Korean text. */
export function AttackFields({
  index,
  attack,
  onChange,
  onRemove,
}: {
  index: number;
  attack: BuilderAttack;
  onChange: (attack: BuilderAttack) => void;
  onRemove: () => void;
}) {
  const label = `기술 ${index + 1}`;
  const set = (patch: Partial<BuilderAttack>) => onChange({ ...attack, ...patch });
  return (
    <Fieldset legend={label} p="sm">
      <Stack gap="xs">
        <EnergyCostField label={`${label} 에너지`} cost={attack.cost} onChange={(cost) => set({ cost })} />
        <Group gap="xs" grow align="flex-start">
          <TextInput
            label={`${label} 이름`}
            maxLength={LIMITS.attackName}
            value={attack.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <TextInput
            label={`${label} 피해`}
            placeholder="예: 120+"
            maxLength={LIMITS.damage}
            value={attack.damage}
            onChange={(event) => set({ damage: event.currentTarget.value })}
            style={{ flexGrow: 0, flexBasis: 110 }}
          />
        </Group>
        <Textarea
          label={`${label} 설명`}
          autosize
          minRows={2}
          maxLength={LIMITS.text}
          value={attack.text}
          onChange={(event) => set({ text: event.currentTarget.value })}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {ENERGY_TEXT_HINT}
          </Text>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            {label} 삭제
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
