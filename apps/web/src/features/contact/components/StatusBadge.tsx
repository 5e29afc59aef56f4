import { Badge } from '@mantine/core';
import type { InquiryStatus } from '@carddogam/contract/calls/contact';

/** 접수 waits (grey); 답변완료 is done (teal). */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge color={status === '답변완료' ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
