import { useState } from 'react';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { AppDialog } from '../../../components/AppDialog';

import { useSaveArchetype } from '../api/archetype-mutations';
import type { Archetype } from './archetype-columns';
import { RETAG_NOTE } from './retag-note';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';

type Field = 'name_kr' | 'name_en' | 'key_card_name';
type Draft = Record<Field, string> & { priority: number | string };

const EMPTY: Draft = { name_kr: '', name_en: '', key_card_name: '', priority: 0 };
const PRIORITY_LIMIT = 1000;

/** 덱 추가 / 덱 수정: the names, the key card that tags lists with this deck, and its priority. */
export function ArchetypeDialog({
  archetype,
  onClose,
}: {
  archetype: Archetype | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(archetype ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveArchetype();

  const set = (field: Field, value: string) => {
    setDraft((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!draft.name_kr.trim()) found.name_kr = M.archetypeNameRequired;
    if (!draft.name_en.trim()) found.name_en = M.archetypeNameRequired;
    if (!draft.key_card_name.trim()) found.key_card_name = M.keyCardRequired;
    if (Object.keys(found).length > 0) return setErrors(found);
    save.mutate(
      {
        ...(archetype ? { id: archetype.id } : {}),
        name_kr: draft.name_kr.trim(),
        name_en: draft.name_en.trim(),
        key_card_name: draft.key_card_name.trim(),
        priority: Number(draft.priority) || 0,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <AppDialog opened onClose={onClose} title={archetype ? '덱 수정' : '덱 추가'} centered size="lg">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label="한글 이름"
          placeholder="예: 리자몽ex"
          withAsterisk
          value={draft.name_kr}
          maxLength={60}
          onChange={(event) => set('name_kr', event.currentTarget.value)}
          error={errors.name_kr}
          data-autofocus
        />
        <TextInput
          label="영문 이름"
          placeholder="예: Charizard ex"
          withAsterisk
          value={draft.name_en}
          maxLength={60}
          onChange={(event) => set('name_en', event.currentTarget.value)}
          error={errors.name_en}
        />
        <TextInput
          label="핵심 카드"
          description="영문 카드 이름을 정확히 입력하세요 (예: Charizard ex). 순위표의 덱 리스트에 이 카드가 있으면 이 덱으로 자동 분류됩니다."
          placeholder="Charizard ex"
          withAsterisk
          value={draft.key_card_name}
          maxLength={100}
          onChange={(event) => set('key_card_name', event.currentTarget.value)}
          error={errors.key_card_name}
        />
        <NumberInput
          label="우선순위"
          description="한 덱 리스트에 여러 덱의 핵심 카드가 있으면 우선순위가 높은 덱으로 분류됩니다 (예: 리자몽ex 덱에 들어간 Pidgeot ex보다 리자몽ex를 높게)."
          value={draft.priority}
          onChange={(value) => setDraft((old) => ({ ...old, priority: value }))}
          min={-PRIORITY_LIMIT}
          max={PRIORITY_LIMIT}
          allowDecimal={false}
        />
        <Text size="xs" c="dimmed">
          {RETAG_NOTE}
        </Text>
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </AppDialog>
  );
}
