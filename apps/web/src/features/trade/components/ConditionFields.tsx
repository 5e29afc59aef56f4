import { Select } from '@mantine/core';
import { CARD_CONDITIONS, type CardCondition } from '@carddogam/contract/constants';
import type { GradeCompany } from '@carddogam/contract/calls/trade-stats';
import { GRADE_COMPANY_OPTIONS, GRADE_OPTIONS, withCondition, type ConditionValue } from '../lib/grades';
import { PriceInput } from './PriceInput';

/**
 * 카드 상태, and for 등급 the grading company and grade, then the KRW price: the fields a trade line and
 * the 관리자's price row share (§9). Rendered inside the caller's grid.
 */
export function ConditionFields<T extends ConditionValue & { card_price: number }>({
  value,
  onChange,
}: {
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <>
      <Select
        label="카드 상태"
        data={[...CARD_CONDITIONS]}
        value={value.card_state}
        allowDeselect={false}
        onChange={(v) => v && onChange(withCondition(value, v as CardCondition))}
      />
      {value.card_state === '등급' && (
        <>
          <Select
            label="등급회사"
            data={GRADE_COMPANY_OPTIONS}
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
      <PriceInput value={value.card_price} onChange={(card_price) => onChange({ ...value, card_price })} />
    </>
  );
}
