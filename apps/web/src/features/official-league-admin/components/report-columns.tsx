import { Anchor, Button, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { formatDateTime } from '../../../lib/format';
import { DecisionBadge } from './DecisionBadge';

export type ResultReport = CallResult<typeof officialPlayerCalls.reportList>['items'][number];

export const reporterText = (report: ResultReport) =>
  `${report.reporter.nickname} (${report.reporter.user_id})`;
/** The listed event's name, or what the reporter wrote of an event not listed. */
export const eventText = (report: ResultReport) =>
  report.league ? `${report.league.event_date} ${report.league.name}` : report.event_text;
export const rewardText = (report: ResultReport) =>
  report.reward_point === null ? '-' : `${report.reward_point.toLocaleString('ko-KR')}P`;

/** The event of a report: a link to it when it is listed. */
export function ReportEvent({ report }: { report: ResultReport }) {
  if (report.league)
    return (
      <Anchor component={Link} to={`/official_league/read?id=${report.league.id}`} size="sm">
        {eventText(report)}
      </Anchor>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
      <Text span size="xs" c="orange" fw={600}>
        [미등록]{' '}
      </Text>
      {report.event_text}
    </Text>
  );
}

/** The columns of /admin/provide/official_league; the report itself opens in a dialog. */
export function reportColumns(open: (report: ResultReport) => void): ColumnDef<ResultReport>[] {
  return [
    { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
    {
      id: 'reporter',
      header: '제보자',
      cell: ({ row }) => reporterText(row.original),
      meta: { label: '제보자', csv: reporterText },
    },
    {
      id: 'event',
      header: '대회',
      cell: ({ row }) => <ReportEvent report={row.original} />,
      meta: { label: '대회', csv: eventText },
    },
    {
      accessorKey: 'created',
      header: '제보일',
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true, csv: (report) => formatDateTime(report.created) },
    },
    {
      accessorKey: 'status',
      header: '상태',
      cell: ({ row }) => <DecisionBadge status={row.original.status} />,
      meta: { nowrap: true },
    },
    {
      id: 'reward',
      header: '보상',
      cell: ({ row }) => rewardText(row.original),
      meta: { label: '보상', align: 'right', nowrap: true, csv: rewardText },
    },
    {
      id: 'open',
      header: '내용',
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`제보 ${row.original.id} 보기`}
          onClick={() => open(row.original)}
        >
          {row.original.status === '접수' ? '검토' : '보기'}
        </Button>
      ),
    },
  ];
}
