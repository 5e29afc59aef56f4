import { Grid, Skeleton, Stack } from '@mantine/core';

/** The page's shape while the card loads. */
export function CardDetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="카드 정보를 불러오는 중">
      <Skeleton height={34} width="60%" />
      <Skeleton height={30} width={200} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <Skeleton style={{ aspectRatio: '63 / 88' }} maw={320} mx="auto" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Stack gap="xs">
            <Skeleton height={28} width="50%" />
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} height={14} width={`${90 - i * 7}%`} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
