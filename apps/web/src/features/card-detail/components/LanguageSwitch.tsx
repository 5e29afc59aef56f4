import { SegmentedControl } from '@mantine/core';
import { NATION_TAB_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';

/** 한글 / 영어 / 일어 (§2.3, §2.4). */
export function LanguageSwitch({
  value,
  onChange,
  size = 'sm',
}: {
  value: Nation;
  onChange: (nation: Nation) => void;
  size?: 'xs' | 'sm';
}) {
  return (
    <SegmentedControl
      aria-label="언어 선택"
      size={size}
      value={value}
      onChange={(next) => onChange(next as Nation)}
      data={NATIONS.map((nation) => ({ value: nation, label: NATION_TAB_LABEL[nation] }))}
    />
  );
}
