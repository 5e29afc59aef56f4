import { Center, Stack, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { RANK_EMPTY } from '@carddogam/contract/calls/ranking';

/** No card matches the edition and filters (§2.20). */
export function RankEmpty() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" c="dimmed">
        <IconCircleX size={48} aria-hidden />
        <Text>{RANK_EMPTY}</Text>
      </Stack>
    </Center>
  );
}
