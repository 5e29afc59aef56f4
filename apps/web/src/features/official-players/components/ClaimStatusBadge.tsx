import { Badge } from '@mantine/core';
import { CLAIM_STATUS_COLOR, type ClaimStatus } from '../lib/claim-status';

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge color={CLAIM_STATUS_COLOR[status]} variant="light">
      {status}
    </Badge>
  );
}
