import { SegmentedControl } from '@mantine/core';
import type { DecisionStatus } from '../api/keys';

const FILTERS: DecisionStatus[] = ['접수', '승인', '거절', '전체'];

/** The status filter of the claim and report queues; 접수 (waiting) first, as it opens. */
export function StatusFilter({
  value,
  onChange,
  label,
}: {
  value: DecisionStatus;
  onChange: (status: DecisionStatus) => void;
  label: string;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      data={FILTERS}
      onChange={(next) => onChange(next as DecisionStatus)}
    />
  );
}
