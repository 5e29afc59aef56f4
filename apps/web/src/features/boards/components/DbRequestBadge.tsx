import { Badge } from '@mantine/core';
import type { DB_REQUEST_STATUSES } from '@carddogam/contract/calls/board';

type DbRequestStatus = (typeof DB_REQUEST_STATUSES)[number];

const STATUS_COLOR: Record<DbRequestStatus, string> = { 접수: 'gray', 처리중: 'blue', 완료: 'teal' };

/** The handling status of a 카드/DB 추가 요청 post: 접수 → 처리중 → 완료. */
export function DbRequestBadge({
  status,
  size = 'sm',
}: {
  status: DbRequestStatus;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Badge
      size={size}
      variant={status === '완료' ? 'filled' : 'light'}
      color={STATUS_COLOR[status]}
      radius="sm"
    >
      {status}
    </Badge>
  );
}
