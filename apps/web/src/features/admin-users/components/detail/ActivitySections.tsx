import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, formatThousands } from '../../../../lib/format';
import type { MemberDetail } from '../../api/admin-user-queries';
import { DetailSection, type DetailColumn } from './DetailSection';

type Activity = MemberDetail['posts']['items'][number];
type PointLine = MemberDetail['points']['items'][number];

const activityColumns: DetailColumn<Activity>[] = [
  { header: '일시', cell: (row) => formatDateTime(row.created), nowrap: true },
  {
    header: '제목',
    cell: (row) => (
      <Anchor component={Link} to={row.link} size="sm">
        {row.title || '(제목 없음)'}
      </Anchor>
    ),
  },
];

const pointColumns: DetailColumn<PointLine>[] = [
  { header: '일시', cell: (row) => formatDateTime(row.created), nowrap: true },
  {
    header: '내용',
    cell: (row) => (
      <>
        {row.title || row.activity}
        <Text span size="xs" c="dimmed" ml={6}>
          {row.menu}
          {row.by_user_id ? ` · ${row.by_user_id}` : ''}
        </Text>
      </>
    ),
  },
  {
    header: '포인트',
    align: 'right',
    nowrap: true,
    cell: (row) => (
      <Text span size="sm" c={row.amount < 0 ? 'red' : 'teal'}>
        {row.amount > 0 ? '+' : ''}
        {formatThousands(row.amount)}
      </Text>
    ),
  },
  {
    header: '잔액',
    align: 'right',
    nowrap: true,
    cell: (row) => (row.balance === null ? '-' : formatThousands(row.balance)),
  },
];

/** What the member has done: their point record, board posts, trade posts and reviews, each linked. */
export function ActivitySections({ detail }: { detail: MemberDetail }) {
  const activity = (title: string, part: MemberDetail['posts']) => (
    <DetailSection
      title={title}
      total={part.total}
      rows={part.items}
      rowKey={(row) => row.id}
      columns={activityColumns}
    />
  );
  return (
    <>
      <DetailSection
        title="포인트 내역"
        total={detail.points.total}
        rows={detail.points.items}
        rowKey={(row) => row.id}
        columns={pointColumns}
      />
      {activity('게시글', detail.posts)}
      {activity('거래글', detail.trade_posts)}
      {activity('리뷰', detail.reviews)}
    </>
  );
}
