import { GRADE_VALUES, type GradeCompany } from '@carddogam/contract/calls/trade-stats';
import type { CardCondition } from '@carddogam/contract/constants';
import { gradeLabel } from '../../../lib/grade-label';

/** The grade choices of §9, 10 down to 1 in half steps, valued ×10 as the server stores them. */
export const GRADE_OPTIONS = GRADE_VALUES.map((stored) => ({
  value: String(stored),
  label: gradeLabel(stored),
}));

export const GRADE_COMPANY_OPTIONS = [
  { value: 'PSA', label: 'PSA' },
  { value: 'ETC', label: '기타' },
];

/** '등급 PSA 9.5', 'S급' — a line's condition as the lists show it. */
export function conditionLabel(line: {
  card_state: string;
  grade_company: string | null;
  grade: number | null;
}) {
  if (line.card_state !== '등급' || line.grade === null) return line.card_state;
  return `${line.grade_company === 'PSA' ? 'PSA' : '기타'} ${gradeLabel(line.grade)}`;
}

/** What a trade line and an admin price row share: the condition and, for 등급, the grade. */
export interface ConditionValue {
  card_state: CardCondition;
  grade_company: GradeCompany | null;
  grade: number | null;
}

/** Choosing 등급 starts at PSA 10; any other condition drops the grade (§9). */
export function withCondition<T extends ConditionValue>(value: T, condition: CardCondition): T {
  return condition === '등급'
    ? {
        ...value,
        card_state: condition,
        grade_company: value.grade_company ?? 'PSA',
        grade: value.grade ?? 100,
      }
    : { ...value, card_state: condition, grade_company: null, grade: null };
}
