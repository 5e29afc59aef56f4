import { useState } from 'react';
import { Alert, Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { MATCH_OUTCOMES, type MatchOutcome } from '@carddogam/contract/calls/league';
import { errorMessage } from '../../../lib/error-message';
import { useReport } from '../api/league-mutations';
import { MY_MATCH_STATE_LABEL, OUTCOME_LABEL, type MyMatch } from '../lib/my-match';
import { ConfirmButton } from './ConfirmButton';

const STATE_COLOR = { report: 'blue', waiting: 'yellow', confirmed: 'teal', disputed: 'orange', bye: 'gray' };

type Turn = 'unknown' | 'first' | 'second';
const WENT_FIRST: Record<Turn, boolean | null> = { unknown: null, first: true, second: false };

/**
 * The reader's match of the current round, first on the page: table, opponent and where the result
 * stands. Until they report, the buttons 승 / 패 / 무 (no ties in the top cut) with who went first; a report
 * cannot be changed afterwards, so each asks first.
 */
export function MyMatchCard({ myMatch, roundLabel }: { myMatch: MyMatch; roundLabel: string }) {
  const { match, opponent, state, myReport, outcome } = myMatch;
  const report = useReport();
  const [turn, setTurn] = useState<Turn>('unknown');
  const outcomes = MATCH_OUTCOMES.filter((o) => o !== 'tie' || match.stage === 'swiss');

  const send = (chosen: MatchOutcome) =>
    report
      .mutateAsync({ match_id: match.id, outcome: chosen, went_first: WENT_FIRST[turn] })
      .catch(() => undefined);

  return (
    <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-labelledby="my-match-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="my-match-title">
            내 대전 · {roundLabel}
          </Title>
          <Badge color={STATE_COLOR[state]} size="lg" variant="light" aria-label="대전 상태">
            {MY_MATCH_STATE_LABEL[state]}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Stack gap={0} role="group" aria-label="테이블">
            <Text size="xs" c="dimmed">
              테이블
            </Text>
            <Text fz={28} fw={700} lh={1.1}>
              {match.table_no}
            </Text>
          </Stack>
          <Stack gap={0} role="group" aria-label="상대">
            <Text size="xs" c="dimmed">
              상대
            </Text>
            <Text fz="lg" fw={600}>
              {opponent?.ptcgl_name ?? '없음 (부전승)'}
            </Text>
          </Stack>
        </Group>

        {state === 'report' && (
          <Stack gap="xs">
            <SegmentedControl
              aria-label="선공 여부"
              value={turn}
              onChange={(value) => setTurn(value as Turn)}
              data={[
                { value: 'unknown', label: '선택 안 함' },
                { value: 'first', label: '선공' },
                { value: 'second', label: '후공' },
              ]}
            />
            <Group gap="xs" grow>
              {outcomes.map((o) => (
                <ConfirmButton
                  key={o}
                  label={OUTCOME_LABEL[o]}
                  size="md"
                  variant={o === 'win' ? 'filled' : 'light'}
                  color={o === 'loss' ? 'red' : o === 'tie' ? 'gray' : undefined}
                  title="결과 보고"
                  message={`${opponent?.ptcgl_name ?? ''} 상대 대전을 '${OUTCOME_LABEL[o]}'(으)로 보고합니다${
                    turn === 'unknown' ? '' : ` (${turn === 'first' ? '선공' : '후공'})`
                  }. 보고한 결과는 바꿀 수 없습니다.`}
                  confirmLabel="보고"
                  pending={report.isPending}
                  onConfirm={() => send(o)}
                />
              ))}
            </Group>
          </Stack>
        )}
        {myReport && state !== 'confirmed' && <Text size="sm">내 보고: {OUTCOME_LABEL[myReport]}</Text>}
        {outcome && state === 'confirmed' && (
          <Text size="sm" fw={600}>
            결과: {OUTCOME_LABEL[outcome]}
          </Text>
        )}
        {state === 'disputed' && (
          <Text size="sm" c="dimmed">
            두 플레이어의 보고가 다릅니다. 운영진이 확인한 뒤 결과를 확정합니다.
          </Text>
        )}
        {report.isError && (
          <Alert color="red" role="alert">
            {errorMessage(report.error)}
          </Alert>
        )}
        {report.isSuccess && (
          <Alert color="teal" role="status">
            {report.data.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
