import { gradeLabel } from '../../../lib/grade-label';

/** 'S급', 'PSA 10', '기타 9.5' — the condition a request asks for, as the lists show it. */
export function requestCondition(row: {
  card_state: string;
  grade_company: string | null;
  grade: number | null;
}) {
  if (row.card_state !== '등급' || row.grade === null) return row.card_state;
  return `${row.grade_company === 'PSA' ? 'PSA' : '기타'} ${gradeLabel(row.grade)}`;
}
