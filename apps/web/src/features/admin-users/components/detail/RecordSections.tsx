import { Badge } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format';
import type { MemberDetail } from '../../api/admin-user-queries';
import { BAN_ACTION_LABEL, banChange } from '../BanLogTable';
import { DetailSection, type DetailColumn } from './DetailSection';

type ReportLine = MemberDetail['reports']['items'][number];
type BanLine = MemberDetail['bans']['items'][number];
type IpLine = MemberDetail['ips'][number];

/** What a report was filed from (the member-report screens name them the same). */
const SOURCE_LABEL: Record<string, string> = { user: '회원', message: '쪽지', trade_post: '거래글' };

const SEEN_IN: Record<IpLine['seen_in'][number], string> = { session: '로그인', visit: '방문 기록' };

const reportColumns: DetailColumn<ReportLine>[] = [
  { header: '일시', cell: (row) => formatDateTime(row.created), nowrap: true },
  { header: '신고자', cell: (row) => row.reporter_user_id },
  { header: '구분', cell: (row) => SOURCE_LABEL[row.source_kind] ?? row.source_kind, nowrap: true },
  { header: '사유', cell: (row) => row.reason || '-' },
  { header: '상태', cell: (row) => row.status, nowrap: true },
];

const banColumns: DetailColumn<BanLine>[] = [
  { header: '일시', cell: (row) => formatDateTime(row.created), nowrap: true },
  {
    header: '구분',
    nowrap: true,
    cell: (row) => (
      <Badge size="sm" variant="light" color={BAN_ACTION_LABEL[row.action].color}>
        {BAN_ACTION_LABEL[row.action].label}
      </Badge>
    ),
  },
  {
    header: '변경',
    nowrap: true,
    cell: banChange,
  },
  { header: '사유', cell: (row) => row.reason || '-' },
  { header: '처리자', cell: (row) => row.by },
];

const ipColumns: DetailColumn<IpLine>[] = [
  { header: 'IP', cell: (row) => row.ip, nowrap: true },
  { header: '확인된 곳', cell: (row) => row.seen_in.map((where) => SEEN_IN[where]).join(', ') },
  { header: '최근 확인', cell: (row) => formatDateTime(row.last_seen), nowrap: true },
];

/** What others and staff recorded about the member: reports against them, bans, and the IPs they used. */
export function RecordSections({ detail }: { detail: MemberDetail }) {
  const userId = encodeURIComponent(detail.user.user_id);
  return (
    <>
      <DetailSection
        title="받은 신고"
        total={detail.reports.total}
        rows={detail.reports.items}
        rowKey={(row) => row.id}
        columns={reportColumns}
        more={{ label: '신고 처리', to: '/admin/user/reported' }}
      />
      <DetailSection
        title="밴 기록"
        total={detail.bans.total}
        rows={detail.bans.items}
        rowKey={(row) => row.id}
        columns={banColumns}
        more={{ label: '전체 기록', to: `/admin/user/ban_log?user_id=${userId}` }}
      />
      <DetailSection
        title="접속 IP"
        total={detail.ips.length}
        rows={detail.ips}
        rowKey={(row) => row.ip}
        columns={ipColumns}
      />
    </>
  );
}
