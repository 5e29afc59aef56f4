import { Text } from '@mantine/core';
import { POINT_RANGES } from '@carddogam/contract/constants';

const range = ({ min, max }: { min: number; max: number }) => `${min}~${max}P`;

/** The contribution points a visitor can earn for this card (§2.3, §9). */
export function PointsNote() {
  return (
    <Text size="xs" c="dimmed">
      카드 정보에 기여하고 포인트를 받으세요: 이미지 등록 {range(POINT_RANGES.image)}, 정보 입력/수정{' '}
      {range(POINT_RANGES.info)}, 정보오류 제보 {range(POINT_RANGES.bug)}
    </Text>
  );
}
