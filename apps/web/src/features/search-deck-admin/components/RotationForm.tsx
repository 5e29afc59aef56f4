import { useState } from 'react';
import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  SITE_SETTINGS_MSG as M,
  deckSettingCalls as calls,
  type RotationRow,
} from '@carddogam/contract/calls/site-settings';
import { errorMessage } from '../../../lib/error-message';
import { useSettingsWrite } from '../api/settings-mutations';

/** Adds a rotation, or changes `editing`; the marks come from the regulation mark list. */
export function RotationForm({
  marks,
  editing,
  onDone,
}: {
  marks: readonly string[];
  editing: RotationRow | null;
  onDone: () => void;
}) {
  const [from, setFrom] = useState(editing?.effective_from ?? '');
  const [chosen, setChosen] = useState<string[]>(editing?.legal_marks ?? []);
  const [memo, setMemo] = useState(editing?.memo ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSettingsWrite(calls.rotationSave, { quiet: true });

  const submit = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return setProblem(M.dateInvalid);
    if (chosen.length === 0) return setProblem(M.rotationMarksRequired);
    setProblem(null);
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), effective_from: from, legal_marks: chosen, memo },
      { onSuccess: onDone },
    );
  };

  const shown = problem ?? (save.error ? errorMessage(save.error) : null);
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="적용일"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          w={180}
        />
        <TextInput
          label="메모"
          placeholder="예: 2026 스탠다드 로테이션"
          value={memo}
          maxLength={200}
          onChange={(event) => setMemo(event.currentTarget.value)}
          w={260}
        />
      </Group>
      <Chip.Group multiple value={chosen} onChange={setChosen}>
        <Group gap={6} role="group" aria-label="스탠다드 레귤레이션 마크">
          {marks.map((mark) => (
            <Chip key={mark} value={mark} size="sm">
              {mark}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown && (
        <Text size="sm" c="red" role="alert">
          {shown}
        </Text>
      )}
      <Group gap="xs">
        <Button type="submit" loading={save.isPending}>
          {editing ? '수정 저장' : '기준 추가'}
        </Button>
        {editing && (
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
        )}
      </Group>
    </Stack>
  );
}
