import { Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { EditForm } from '../lib/edit-form';

export interface FieldProps {
  form: EditForm;
  set: <K extends keyof EditForm>(key: K, value: EditForm[K]) => void;
}

/** 기본 정보 of the edited edition: the fields a simple edit covers (§2.12), plus 발매중/발매안됨. */
export function EditionFields({ form, set }: FieldProps) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          label="이름"
          size="xs"
          value={form.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <TextInput
          label="블록넘버"
          size="xs"
          value={form.number}
          onChange={(e) => set('number', e.currentTarget.value)}
        />
        <TextInput
          label="레어도"
          size="xs"
          value={form.rarity}
          onChange={(e) => set('rarity', e.currentTarget.value)}
        />
        <TextInput
          label="제품명"
          size="xs"
          value={form.setName}
          onChange={(e) => set('setName', e.currentTarget.value)}
        />
        <NumberInput
          label="토탈넘버"
          size="xs"
          min={0}
          allowDecimal={false}
          value={form.setPrintedTotal}
          onChange={(v) => set('setPrintedTotal', typeof v === 'number' ? v : '')}
        />
        <Group align="flex-end">
          <SegmentedControl
            size="xs"
            data={[
              { value: 'on', label: '발매중' },
              { value: 'off', label: '발매안됨' },
            ]}
            value={form.isAvailable ? 'on' : 'off'}
            onChange={(v) => set('isAvailable', v === 'on')}
          />
        </Group>
        <TextInput
          label="고대능력 이름"
          size="xs"
          value={form.ancientTraitName}
          onChange={(e) => set('ancientTraitName', e.currentTarget.value)}
        />
        <TextInput
          label="고대능력 설명"
          size="xs"
          value={form.ancientTraitText}
          onChange={(e) => set('ancientTraitText', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label="효과"
        size="xs"

        rows={2}
        value={form.effects}
        onChange={(e) => set('effects', e.currentTarget.value)}
      />
      <Textarea
        label="룰 (한 줄에 하나)"
        size="xs"

        rows={2}
        value={form.rules}
        onChange={(e) => set('rules', e.currentTarget.value)}
      />
    </Stack>
  );
}
