import { gradeLabel } from '../../../lib/grade-label';

/** The grade colours of §9, as Mantine colour names. */
export function gradeColor(stored: number): string {
  const grade = stored / 10;
  if (grade >= 10) return 'pink';
  if (grade >= 9) return 'orange';
  if (grade >= 8) return 'blue';
  if (grade >= 7) return 'cyan';
  if (grade >= 6) return 'grape';
  return 'gray';
}

export type GradedMode = 'PSA' | 'ETC';
/** 'PSA 9.5' / '기타 9.5' (§2.13). */
export function gradedTileLabel(company: GradedMode, stored: number): string {
  return `${company === 'PSA' ? 'PSA' : '기타'} ${gradeLabel(stored)}`;
}
