import { useState, type ReactNode } from 'react';
import { Alert, Button, Code, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useReportDecisions } from '../api/decision-mutations';
import { DecisionBadge } from './DecisionBadge';
import { LeagueChoice } from './LeagueChoice';
import { reporterText, ReportEvent, rewardText, type ResultReport } from './report-columns';

const MEMO_MAX = 500;

/** One result report: the pasted standings as sent, and for a waiting report 승인 or 거절. */
export function ReportDialog({ report, onClose }: { report: ResultReport; onClose: () => void }) {
  const waiting = report.status === '접수';
  const isMobile = useIsMobile();
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={`대회 결과 제보 #${report.id}`}
      size="xl"
      fullScreen={isMobile}
      centered
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
          <Fact label="제보자">{reporterText(report)}</Fact>
          <Fact label="제보일">{formatDateTime(report.created)}</Fact>
          <Fact label="대회">
            <ReportEvent report={report} />
          </Fact>
          <Fact label="상태">
            <DecisionBadge status={report.status} />
          </Fact>
          {!waiting && <Fact label="보상">{rewardText(report)}</Fact>}
          {!waiting && report.review_memo && <Fact label="처리 메모">{report.review_memo}</Fact>}
        </SimpleGrid>
        <Stack gap={4}>
          <Text fw={600} size="sm" id={`report-${report.id}-standings`}>
            제보된 순위표
          </Text>
          <Code
            block
            role="region"
            aria-labelledby={`report-${report.id}-standings`}
            // A region that scrolls must take the focus, so keys can scroll it.
            tabIndex={0}
            mah={360}
            style={{ overflow: 'auto', whiteSpace: 'pre' }}
          >
            {report.standings_text}
          </Code>
        </Stack>
        {waiting ? <Decision report={report} onDone={onClose} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            닫기
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={64} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0 }}>
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      </div>
    </Group>
  );
}

/** 승인 writes the standings into the event (a report of an unlisted event names it here); 거절 with a memo. */
function Decision({ report, onDone }: { report: ResultReport; onDone: () => void }) {
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const [leagueError, setLeagueError] = useState<string | undefined>();
  const [memo, setMemo] = useState('');
  const { approve, reject } = useReportDecisions();
  const busy = approve.isPending || reject.isPending;
  const memoParam = memo.trim() ? { memo: memo.trim() } : {};
  const failed = approve.error ?? reject.error;

  const approveReport = () => {
    if (!report.league && leagueId === null) return setLeagueError(M.leagueRequired);
    reject.reset();
    approve.mutate(
      { id: report.id, ...(report.league ? {} : { league_id: leagueId! }), ...memoParam },
      { onSuccess: onDone },
    );
  };
  const rejectReport = () => {
    approve.reset();
    reject.mutate({ id: report.id, ...memoParam }, { onSuccess: onDone });
  };

  return (
    <Stack gap="sm">
      {!report.league && (
        <LeagueChoice
          value={leagueId}
          onChange={(id) => {
            setLeagueId(id);
            setLeagueError(undefined);
          }}
          error={leagueError}
        />
      )}
      <Textarea
        label="메모"
        description="선택 사항입니다. 제보자에게 가는 알림에 함께 표시됩니다."
        value={memo}
        onChange={(event) => setMemo(event.currentTarget.value)}
        maxLength={MEMO_MAX}
        autosize
        minRows={2}
      />
      <Text size="xs" c="dimmed">
        승인하면 제보된 순위표가 대회에 저장되고 그 대회에 있던 순위표는 모두 바뀝니다. 포인트 설정(제보 ·
        대회 결과)에 포인트가 있으면 제보자에게 지급됩니다.
      </Text>
      {failed && (
        <Alert color="red" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button color="red" variant="light" loading={reject.isPending} disabled={busy} onClick={rejectReport}>
          거절
        </Button>
        <Button color="teal" loading={approve.isPending} disabled={busy} onClick={approveReport}>
          승인
        </Button>
      </Group>
    </Stack>
  );
}
