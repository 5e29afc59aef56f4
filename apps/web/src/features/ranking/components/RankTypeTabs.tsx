import { SegmentedControl } from '@mantine/core';
import { RANK_TYPES, type RankType } from '@carddogam/contract/calls/ranking';
import { RANK_TYPE_LABEL } from '../lib/rank-state';

const DATA = RANK_TYPES.map((type) => ({ value: type, label: RANK_TYPE_LABEL[type] }));

/** 평점랭킹 (default) / 가격랭킹 / 사용랭킹 (§2.20). */
export function RankTypeTabs({ value, onChange }: { value: RankType; onChange: (type: RankType) => void }) {
  return (
    <SegmentedControl
      aria-label="랭킹 종류"
      data={DATA}
      value={value}
      onChange={(next) => onChange(next as RankType)}
      fullWidth
    />
  );
}
