import { Badge } from '@mantine/core';
import type { CLAIM_STATUSES } from '@carddogam/contract/calls/official-league-players';

type Status = (typeof CLAIM_STATUSES)[number];

const COLORS: Record<Status, string> = { 접수: 'yellow', 승인: 'teal', 거절: 'gray' };

export function DecisionBadge({ status }: { status: Status }) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {status}
    </Badge>
  );
}
