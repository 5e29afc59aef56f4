import { Center, Text } from '@mantine/core';
import { EMPTY_CHART_HEIGHT } from './chart-size';

export const EMPTY_CHART = '판매글 없음';

/** A period without trades: drawn without the chart library. */
export function EmptyChart() {
  return (
    <Center h={EMPTY_CHART_HEIGHT} bg="gray.0" style={{ borderRadius: 8 }}>
      <Text c="dimmed">{EMPTY_CHART}</Text>
    </Center>
  );
}
