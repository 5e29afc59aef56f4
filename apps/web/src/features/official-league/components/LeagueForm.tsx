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
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DIVISIONS,
  LEAGUE_FORMATS,
  STANDINGS_TEXT_MAX,
  type LeagueItem,
} from '@carddogam/contract/calls/official-league';
import type { LeagueFields } from '../api/league-mutations';
import {
  draftOf,
  paramsOf,
  REGULATION_LETTERS,
  type DraftErrors,
  type LeagueDraft as Draft,
} from '../lib/league-draft';
import { FORMAT_LABELS, type Country } from '../lib/league-text';
import { standingsProblems } from '../lib/standings-check';
import { DivisionBadge } from './DivisionBadge';
import { StandingsError } from './StandingsError';
import { StandingsHelp } from './StandingsHelp';

type Field = keyof Draft;

interface LeagueFormProps {
  /** The event being changed; null for a new one. */
  league: LeagueItem | null;
  types: { id: number; name: string; is_show: boolean }[];
  countries: Country[];
  pending: boolean;
  /** The server's refusal of the event's fields. */
  error: string | null;
  /** The server's refusal of the paste, naming its lines. */
  standingsError: string | null;
  onSubmit: (fields: LeagueFields, standingsText: string) => void;
}

/**
 * The event form of /official_league/write and /update, and under it the standings paste, saved with the
 * event in one call. The fields are checked by the contract's rules and the paste by its format before
 * anything is sent; a refused paste stays in its box to be corrected.
 */
export function LeagueForm(props: LeagueFormProps) {
  const { league, types, countries, pending, error, standingsError, onSubmit } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(league));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [text, setText] = useState('');
  const [pasteProblem, setPasteProblem] = useState<string | null>(null);
  const set = <K extends Field>(key: K, value: Draft[K]) => setDraft((old) => ({ ...old, [key]: value }));
  // Hidden types are offered only to the event already of that type.
  const typeOptions = types.filter((t) => t.is_show || t.id === league?.type.id);

  const submit = () => {
    const checked = paramsOf(draft);
    setErrors('errors' in checked ? checked.errors : {});
    const problems = text.trim() === '' ? null : standingsProblems(text);
    setPasteProblem(problems);
    if ('fields' in checked && !problems) onSubmit(checked.fields, text);
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
      <Stack gap="md">
        <Stack gap="sm" component="section" aria-labelledby="league-fields-title">
          <Title order={2} fz="lg" id="league-fields-title">
            대회 정보
          </Title>
          <TextInput
            label="대회 이름"
            required
            maxLength={200}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="대회 종류"
              required
              data={[
                { value: '', label: '선택해주세요' },
                ...typeOptions.map((t) => ({ value: String(t.id), label: t.name })),
              ]}
              value={draft.type_id ?? ''}
              onChange={(e) => set('type_id', e.currentTarget.value || null)}
              error={errors.type_id}
            />
            <TextInput
              label="대회 날짜"
              type="date"
              required
              value={draft.event_date}
              onChange={(e) => set('event_date', e.currentTarget.value)}
              error={errors.event_date}
            />
            <TextInput
              label="장소"
              maxLength={200}
              value={draft.venue}
              onChange={(e) => set('venue', e.currentTarget.value)}
              error={errors.venue}
            />
            <Select
              label="국가"
              searchable
              allowDeselect={false}
              nothingFoundMessage="일치하는 국가가 없습니다"
              data={countries.map((c) => ({ value: c.code, label: c.country_kr }))}
              value={draft.country_code}
              onChange={(value) => set('country_code', value)}
              error={errors.country_code}
            />
            <NumberInput
              label="참가자 수"
              description="모르면 비워두세요"
              min={0}
              max={100_000}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              value={draft.player_count}
              onChange={(value) => set('player_count', value)}
              error={errors.player_count}
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
          </SimpleGrid>
          <Radio.Group
            label="디비전"
            required
            value={draft.division}
            onChange={(value) => set('division', value)}
            error={errors.division}
          >
            <Group gap="md" mt={4}>
              {DIVISIONS.map((division) => (
                <Radio
                  key={division}
                  value={division}
                  label={<DivisionBadge division={division} />}
                  aria-label={division}
                />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group
            label="포맷"
            value={draft.format}
            onChange={(value) => set('format', value === 'expanded' ? 'expanded' : 'standard')}
            error={errors.format}
          >
            <Group gap="md" mt={4}>
              {LEAGUE_FORMATS.map((format) => (
                <Radio key={format} value={format} label={FORMAT_LABELS[format]} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="league-standings-title">
          <Title order={2} fz="lg" id="league-standings-title">
            순위표
          </Title>
          <StandingsHelp />
          <Textarea
            label="순위표 붙여넣기"
            description={
              league
                ? '비워두면 지금 순위표를 그대로 둡니다. 붙여넣으면 지금 순위표(직접 고른 덱 포함)를 모두 바꿉니다.'
                : '결과가 아직 없으면 비워두고, 나중에 수정 화면에서 붙여넣을 수 있습니다.'
            }
            autosize
            minRows={12}
            maxRows={30}
            maxLength={STANDINGS_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
          {(pasteProblem ?? standingsError) && <StandingsError message={(pasteProblem ?? standingsError)!} />}
        </Stack>

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
