import { Select } from '@mantine/core';
import { GRADE_VALUES, type GradeCompany } from '@carddogam/contract/calls/trade-stats';
import { gradeLabel } from '../../../lib/grade-label';

const GRADE_OPTIONS = GRADE_VALUES.map((stored) => ({ value: String(stored), label: gradeLabel(stored) }));
const COMPANY_OPTIONS = [
  { value: 'PSA', label: 'PSA' },
  { value: 'ETC', label: '기타' },
];

export interface ConditionChoice<S extends string> {
  card_state: S;
  grade_company: GradeCompany | null;
  grade: number | null;
}

/**
 * 카드 상태 from the given list and, for 등급, the grading company and grade (×10, §9). Choosing 등급
 * starts at PSA 10; any other condition drops the grade.
 */
export function ConditionSelects<S extends string>({
  conditions,
  value,
  onChange,
}: {
  conditions: readonly S[];
  value: ConditionChoice<S>;
  onChange: (next: ConditionChoice<S>) => void;
}) {
  const pick = (state: S) =>
    onChange(
      state === '등급'
        ? { card_state: state, grade_company: value.grade_company ?? 'PSA', grade: value.grade ?? 100 }
        : { card_state: state, grade_company: null, grade: null },
    );
  return (
    <>
      <Select
        label="카드 상태"
        data={[...conditions]}
        value={value.card_state}
        allowDeselect={false}
        onChange={(v) => v && pick(v as S)}
      />
      {value.card_state === '등급' && (
        <>
          <Select
            label="등급회사"
            data={COMPANY_OPTIONS}
            value={value.grade_company}
            allowDeselect={false}
            onChange={(v) => v && onChange({ ...value, grade_company: v as GradeCompany })}
          />
          <Select
            label="등급"
            data={GRADE_OPTIONS}
            value={value.grade === null ? null : String(value.grade)}
            allowDeselect={false}
            onChange={(v) => v && onChange({ ...value, grade: Number(v) })}
          />
        </>
      )}
    </>
  );
}
