import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { TOP_CUT_SIZES, type TournamentItem } from '@carddogam/contract/calls/league';
import { LEAGUE_FORMATS } from '@carddogam/contract/calls/official-league';
import type { TournamentSaveParams } from '../api/league-mutations';
import {
  draftOf,
  paramsOf,
  REGULATION_LETTERS,
  type TournamentDraft as Draft,
  type TournamentDraftErrors,
} from '../lib/tournament-draft';
import { FORMAT_LABELS, topCutText } from '../lib/tournament-text';

/**
 * The staff's tournament form (/league/tournament/write and /update): checked by the contract's rules
 * before sending; times are Korean time.
 */
export function TournamentForm({
  tournament,
  pending,
  error,
  onSubmit,
}: {
  tournament: TournamentItem | null;
  pending: boolean;
  /** The server's refusal. */
  error: string | null;
  onSubmit: (fields: Omit<TournamentSaveParams, 'id'>) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(tournament));
  const [errors, setErrors] = useState<TournamentDraftErrors>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));

  const submit = () => {
    const checked = paramsOf(draft);
    setErrors('errors' in checked ? checked.errors : {});
    if ('fields' in checked) onSubmit(checked.fields);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="대회 정보"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="대회 이름"
          required
          maxLength={100}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="대회 시작"
            description="한국 시간"
            type="datetime-local"
            required
            value={draft.starts_at}
            onChange={(e) => set('starts_at', e.currentTarget.value)}
            error={errors.starts_at}
          />
          <TextInput
            label="참가 접수 시작"
            description="대회 시작보다 앞서야 합니다"
            type="datetime-local"
            required
            value={draft.registration_opens_at}
            onChange={(e) => set('registration_opens_at', e.currentTarget.value)}
            error={errors.registration_opens_at}
          />
          <MultiSelect
            label="레귤레이션 마크"
            description="이 대회에서 쓸 수 있는 마크"
            searchable
            data={REGULATION_LETTERS}
            value={draft.regulation_marks}
            onChange={(value) => set('regulation_marks', value)}
            error={errors.regulation_marks}
          />
          <NumberInput
            label="최대 참가 인원"
            min={4}
            max={512}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={draft.max_players}
            onChange={(value) => set('max_players', value)}
            error={errors.max_players}
          />
          <NumberInput
            label="라운드 시간(분)"
            description="3판 2선승 50분, 단판 25분"
            min={10}
            max={120}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={draft.round_minutes}
            onChange={(value) => set('round_minutes', value)}
            error={errors.round_minutes}
          />
          <NativeSelect
            label="토너먼트(탑컷)"
            description="참가자 절반을 넘지 않게 줄어듭니다"
            data={TOP_CUT_SIZES.map((size) => ({ value: String(size), label: topCutText(size) }))}
            value={draft.top_cut}
            onChange={(e) => set('top_cut', e.currentTarget.value)}
            error={errors.top_cut}
          />
        </SimpleGrid>
        <Radio.Group
          label="포맷"
          value={draft.format}
          onChange={(value) => set('format', value === 'expanded' ? 'expanded' : 'standard')}
        >
          <Group gap="md" mt={4}>
            {LEAGUE_FORMATS.map((format) => (
              <Radio key={format} value={format} label={FORMAT_LABELS[format]} />
            ))}
          </Group>
        </Radio.Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            저장
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
