import { Skeleton } from '@mantine/core';

/** The statistics section while its numbers (or its code) load. */
export function TradeStatsSkeleton() {
  return <Skeleton h={320} radius="md" />;
}
