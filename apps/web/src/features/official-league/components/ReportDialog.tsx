import { useState } from 'react';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { STANDINGS_TEXT_MAX } from '@carddogam/contract/calls/official-league';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { useReportResults } from '../api/league-mutations';
import { eventText } from '../lib/league-text';
import { standingsProblems } from '../lib/standings-check';
import { StandingsError } from './StandingsError';
import { StandingsHelp } from './StandingsHelp';

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The event reported on; without one the member describes an event the list lacks. */
  league?: { id: number; name: string };
}

/** 결과 제보: a member sends an event's standings; staff approve them into the event, with report points. */
export function ReportDialog({ opened, onClose, league }: ReportDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="대회 결과 제보" size="lg">
      <ReportForm league={league} onClose={onClose} />
    </AppDialog>
  );
}

function ReportForm({ league, onClose }: Omit<ReportDialogProps, 'opened'>) {
  const report = useReportResults();
  const [event, setEvent] = useState({ name: '', date: '', place: '' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'date' | 'text'; message: string } | null>(null);

  if (report.isSuccess) {
    return (
      <Stack gap="sm">
        <Alert color="teal" role="status">
          {report.data.message}
        </Alert>
        <Text size="sm" c="dimmed">
          제보 포인트는 운영진이 제보를 승인하면 지급됩니다.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>닫기</Button>
        </Group>
      </Stack>
    );
  }

  const submit = () => {
    if (!league && event.name.trim() === '')
      return setProblem({ field: 'name', message: OFFICIAL_LEAGUE_MSG.nameRequired });
    if (!league && !/^\d{4}-\d{2}-\d{2}$/.test(event.date))
      return setProblem({ field: 'date', message: OFFICIAL_LEAGUE_MSG.dateInvalid });
    const problems = standingsProblems(text);
    if (problems) return setProblem({ field: 'text', message: problems });
    setProblem(null);
    report.mutate(
      league
        ? { league_id: league.id, standings_text: text }
        : { event_text: eventText(event), standings_text: text },
    );
  };
  const fieldError = (field: 'name' | 'date') => (problem?.field === field ? problem.message : undefined);
  const refusal =
    problem?.field === 'text' ? problem.message : report.error ? errorMessage(report.error) : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {league ? (
          <Text size="sm">
            <b>{league.name}</b>의 순위표를 제보합니다.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              목록에 없는 대회의 결과를 알려주세요.
            </Text>
            <TextInput
              label="대회 이름"
              required
              maxLength={200}
              value={event.name}
              onChange={(e) => setEvent({ ...event, name: e.currentTarget.value })}
              error={fieldError('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="대회 날짜"
                type="date"
                required
                value={event.date}
                onChange={(e) => setEvent({ ...event, date: e.currentTarget.value })}
                error={fieldError('date')}
              />
              <TextInput
                label="장소"
                maxLength={200}
                value={event.place}
                onChange={(e) => setEvent({ ...event, place: e.currentTarget.value })}
              />
            </SimpleGrid>
          </>
        )}
        <Textarea
          label="순위표"
          required
          autosize
          minRows={8}
          maxRows={16}
          maxLength={STANDINGS_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <StandingsHelp />
        {refusal && <StandingsError title="제보를 보내지 못했습니다" message={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" loading={report.isPending}>
            제보하기
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
