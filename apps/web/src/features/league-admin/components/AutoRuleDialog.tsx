import { useState } from 'react';
import {
  Box,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { TOP_CUT_SIZES } from '@carddogam/contract/calls/league';
import { AppDialog } from '../../../components/AppDialog';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { showSuccess } from '../../../lib/toast';
import { FORMAT_LABELS, REGULATION_LETTERS, topCutText } from '../../league';
import { useSaveAutoRule } from '../api/league-admin-mutations';
import {
  autoDraftOf,
  autoParamsOf,
  swissRoundsNote,
  WEEKDAYS,
  type AutoRule,
  type AutoRuleDraft as Draft,
  type AutoRuleErrors,
} from '../lib/auto-draft';

/** Adding (rule null) or changing a weekly rule. `opened` keeps the dialog's closing animation honest. */
export function AutoRuleDialog({
  opened,
  rule,
  onClose,
}: {
  opened: boolean;
  rule: AutoRule | null;
  onClose: () => void;
}) {
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={rule ? '자동 생성 규칙 수정' : '자동 생성 규칙 추가'}
      size="lg"
    >
      <RuleForm rule={rule} onClose={onClose} />
    </AppDialog>
  );
}

function RuleForm({ rule, onClose }: { rule: AutoRule | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => autoDraftOf(rule));
  const [errors, setErrors] = useState<AutoRuleErrors>({});
  const save = useSaveAutoRule();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));

  const submit = () => {
    const checked = autoParamsOf(draft, rule?.id ?? null);
    setErrors('errors' in checked ? checked.errors : {});
    if ('params' in checked)
      save.mutate(checked.params, {
        onSuccess: ({ message }) => {
          showSuccess(message);
          onClose();
        },
      });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="대회 이름"
          required
          maxLength={100}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label="요일"
            data={WEEKDAYS.map((day, i) => ({ value: String(i), label: `${day}요일` }))}
            value={draft.weekday}
            onChange={(e) => set('weekday', e.currentTarget.value)}
          />
          <TextInput
            label="시작 시간"
            description="한국 시간"
            type="time"
            required
            value={draft.start_time}
            onChange={(e) => set('start_time', e.currentTarget.value)}
            error={errors.start_time}
          />
          <NumberInput
            label="접수 시작 (대회 몇 시간 전)"
            min={1}
            max={24 * 14}
            allowDecimal={false}
            allowNegative={false}
            value={draft.registration_hours}
            onChange={(value) => set('registration_hours', value)}
            error={errors.registration_hours}
          />
          <MultiSelect
            label="레귤레이션 마크"
            searchable
            data={REGULATION_LETTERS}
            value={draft.regulation_marks}
            onChange={(value) => set('regulation_marks', value)}
          />
          <NumberInput
            label="최대 참가 인원"
            min={4}
            max={512}
            allowDecimal={false}
            allowNegative={false}
            value={draft.max_players}
            onChange={(value) => set('max_players', value)}
            error={errors.max_players}
          />
          <NumberInput
            label="라운드 시간(분)"
            min={10}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            value={draft.round_minutes}
            onChange={(value) => set('round_minutes', value)}
            error={errors.round_minutes}
          />
          <NativeSelect
            label="토너먼트(탑컷)"
            data={TOP_CUT_SIZES.map((size) => ({ value: String(size), label: topCutText(size) }))}
            value={draft.top_cut}
            onChange={(e) => set('top_cut', e.currentTarget.value)}
          />
          <Radio.Group
            label="포맷"
            value={draft.format}
            onChange={(value) => set('format', value === 'expanded' ? 'expanded' : 'standard')}
          >
            <Group gap="md" mt={4}>
              {Object.entries(FORMAT_LABELS).map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {swissRoundsNote()}
        </Text>
        <Switch
          label="사용 (끄면 새 대회를 만들지 않습니다)"
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </Box>
  );
}
