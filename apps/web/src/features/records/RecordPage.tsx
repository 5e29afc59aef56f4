import { Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { gamesOf, LOW_SAMPLE_GAMES } from '../../components/figures/win-rate';
import { MissingNotice } from '../../components/MissingNotice';
import { PageFrame } from '../../components/PageFrame';
import { QueryState } from '../../components/QueryState';
import { TitledSection } from '../../components/TitledSection';
import { ApiError } from '../../lib/api';
import { formatThousands } from '../../lib/format';
import { useSession } from '../../lib/session';
import { FigureNotes } from '../deck-ranks';
import { recordSummaryQuery } from './api/record-queries';
import { BreakdownTable } from './components/BreakdownTable';
import { MatchSection } from './components/MatchSection';
import { MonthlySection } from './components/MonthlySection';
import { RecordFacts } from './components/RecordFacts';
import { RecordForm } from './components/RecordForm';
import { recordCaptureHref } from './lib/record-links';
import { WIN_RATE_FORMULA } from './lib/record-figures';

const LOW_SAMPLE_NOTE = `표본 적음: ${LOW_SAMPLE_GAMES}경기 미만의 승률은 참고용입니다.`;

/**
 * /record?user_id= (§2.2, decision 035): a member's match record — the overall W-L-T and win rate, the
 * record by their deck, the opponent's deck and the turn, the monthly win rate and every match. The member
 * themself also logs casual matches here and deletes them. Without user_id: the logged-in member's own.
 */
export default function RecordPage() {
  const [params] = useSearchParams();
  const named = params.get('user_id')?.trim();
  if (named) return <MemberRecord userId={named} />;
  return <RequireLogin>{(user) => <MemberRecord userId={user.user_id} />}</RequireLogin>;
}

function MemberRecord({ userId }: { userId: string }) {
  const { user } = useSession();
  const summary = useQuery(recordSummaryQuery(userId));
  const owner = user?.user_id === userId;
  const s = summary.data;

  if (!s) {
    if (summary.error instanceof ApiError && summary.error.status === 404)
      return (
        <MissingNotice
          message={summary.error.message || LEAGUE_MSG.userMissing}
          backTo="/"
          backLabel="홈으로"
        />
      );
    return (
      <PageFrame title="전적">
        <QueryState error={summary.error} onRetry={() => void summary.refetch()} />
      </PageFrame>
    );
  }

  const sample = `${formatThousands(gamesOf(s.overall))}경기 (리그 대전과 직접 기록한 대전)`;
  return (
    <PageFrame
      title={`${s.member.nickname}님의 전적`}
      actions={
        <Button
          component={Link}
          to={recordCaptureHref(userId)}
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden />}
        >
          공유 이미지
        </Button>
      }
    >
      <Stack gap="xl">
        <Stack gap="xs">
          <RecordFacts summary={s} />
          <FigureNotes sample={sample} formulas={[WIN_RATE_FORMULA, LOW_SAMPLE_NOTE]} />
        </Stack>
        {owner && (
          <TitledSection id="record-form-title" title="전적 기록">
            <RecordForm
              userId={userId}
              myDeckNames={s.by_my_deck.map((row) => row.label)}
              opponentDeckNames={s.by_opponent_deck.map((row) => row.label)}
            />
          </TitledSection>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Breakdown id="by-my-deck-title" title="내 덱별" keyLabel="내 덱" rows={s.by_my_deck} />
          <Breakdown id="by-opponent-title" title="상대 덱별" keyLabel="상대 덱" rows={s.by_opponent_deck} />
          <Breakdown id="by-turn-title" title="선공·후공" keyLabel="순서" rows={s.by_turn} />
        </SimpleGrid>
        <TitledSection id="monthly-title" title="월별 승률">
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            <MonthlySection monthly={s.monthly} />
          </Paper>
        </TitledSection>
        <TitledSection id="matches-title" title="대전 기록">
          <MatchSection userId={userId} owner={owner} />
        </TitledSection>
      </Stack>
    </PageFrame>
  );
}

function Breakdown({
  id,
  title,
  keyLabel,
  rows,
}: {
  id: string;
  title: string;
  keyLabel: string;
  rows: Parameters<typeof BreakdownTable>[0]['rows'];
}) {
  return (
    <TitledSection id={id} title={title}>
      <Paper withBorder radius="md" p="xs">
        <BreakdownTable rows={rows} label={title} keyLabel={keyLabel} />
      </Paper>
    </TitledSection>
  );
}
