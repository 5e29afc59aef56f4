import type { RotationRow } from '@carddogam/contract/calls/site-settings';

export type RotationState = '적용 중' | '예정' | '지난 기준';

/** Where a rotation row stands against today: the one in force, one still to come, or one replaced. */
export function rotationState(row: RotationRow, today: string, inForceId: number | null): RotationState {
  if (row.id === inForceId) return '적용 중';
  return row.effective_from > today ? '예정' : '지난 기준';
}
