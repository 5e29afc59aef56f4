import { Button, Fieldset, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { EnergyIconType } from '../../../components/card/energy/energy-types';
import {
  emptyAttack,
  energyLabel,
  FRAME_TYPES,
  LIMITS,
  MAX_ATTACKS,
  MAX_RETREAT,
  type BuilderDraft,
  type FrameType,
} from '../lib/draft';
import { ArtField } from './ArtField';
import { AttackFields, ENERGY_TEXT_HINT } from './AttackFields';

const TYPE_OPTIONS = FRAME_TYPES.map((type) => ({ value: type, label: energyLabel(type) }));
const TYPE_OR_NONE = [{ value: '', label: '없음' }, ...TYPE_OPTIONS];
const RETREAT_OPTIONS = Array.from({ length: MAX_RETREAT + 1 }, (_, n) => String(n));

/** The fan card's fields; every change goes straight to the draft, and so to the preview. */
export function BuilderForm({
  draft,
  onChange,
}: {
  draft: BuilderDraft;
  onChange: (patch: Partial<BuilderDraft>) => void;
}) {
  const setAttack = (index: number, attack: BuilderDraft['attacks'][number]) =>
    onChange({ attacks: draft.attacks.map((current, i) => (i === index ? attack : current)) });
  const typeValue = (key: 'weakness' | 'resistance', label: string, placeholder: string) => (
    <Group gap="xs" grow align="flex-end">
      <NativeSelect
        label={`${label} 타입`}
        data={TYPE_OR_NONE}
        value={draft[key].type ?? ''}
        onChange={(event) =>
          onChange({
            [key]: { ...draft[key], type: (event.currentTarget.value || null) as EnergyIconType | null },
          })
        }
      />
      <TextInput
        label={`${label} 수치`}
        placeholder={placeholder}
        maxLength={LIMITS.typeValue}
        value={draft[key].value}
        onChange={(event) => onChange({ [key]: { ...draft[key], value: event.currentTarget.value } })}
      />
    </Group>
  );

  return (
    <Stack gap="sm" component="form" aria-label="카드 내용" onSubmit={(event) => event.preventDefault()}>
      <Group gap="xs" grow align="flex-end">
        <TextInput
          label="카드 이름"
          maxLength={LIMITS.name}
          value={draft.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <TextInput
          label="HP"
          inputMode="numeric"
          maxLength={LIMITS.hp}
          value={draft.hp}
          onChange={(event) => onChange({ hp: event.currentTarget.value.replace(/\D/g, '') })}
          style={{ flexGrow: 0, flexBasis: 90 }}
        />
      </Group>
      <Group gap="xs" grow>
        <NativeSelect
          label="타입"
          data={TYPE_OPTIONS}
          value={draft.type}
          onChange={(event) => onChange({ type: event.currentTarget.value as FrameType })}
        />
        <TextInput
          label="진화 단계"
          placeholder="기본, 1진화, 2진화"
          maxLength={LIMITS.stage}
          value={draft.stage}
          onChange={(event) => onChange({ stage: event.currentTarget.value })}
        />
      </Group>
      <ArtField art={draft.art} onChange={(art) => onChange({ art })} />
      <Fieldset legend="특성 (선택)" p="sm">
        <Stack gap="xs">
          <TextInput
            label="특성 이름"
            maxLength={LIMITS.abilityName}
            value={draft.abilityName}
            onChange={(event) => onChange({ abilityName: event.currentTarget.value })}
          />
          <Textarea
            label="특성 설명"
            description={ENERGY_TEXT_HINT}
            autosize
            minRows={2}
            maxLength={LIMITS.text}
            value={draft.abilityText}
            onChange={(event) => onChange({ abilityText: event.currentTarget.value })}
          />
        </Stack>
      </Fieldset>
      {draft.attacks.map((attack, index) => (
        <AttackFields
          key={index}
          index={index}
          attack={attack}
          onChange={(next) => setAttack(index, next)}
          onRemove={() => onChange({ attacks: draft.attacks.filter((_, i) => i !== index) })}
        />
      ))}
      {draft.attacks.length < MAX_ATTACKS && (
        <Button variant="light" onClick={() => onChange({ attacks: [...draft.attacks, emptyAttack()] })}>
          기술 추가
        </Button>
      )}
      {typeValue('weakness', '약점', '×2')}
      {typeValue('resistance', '저항력', '-30')}
      <NativeSelect
        label="후퇴 에너지"
        data={RETREAT_OPTIONS}
        value={String(draft.retreat)}
        onChange={(event) => onChange({ retreat: Number(event.currentTarget.value) })}
      />
      <TextInput
        label="일러스트레이터"
        maxLength={LIMITS.illustrator}
        value={draft.illustrator}
        onChange={(event) => onChange({ illustrator: event.currentTarget.value })}
      />
      <Textarea
        label="도감 설명"
        autosize
        minRows={2}
        maxLength={LIMITS.flavor}
        value={draft.flavor}
        onChange={(event) => onChange({ flavor: event.currentTarget.value })}
      />
    </Stack>
  );
}
