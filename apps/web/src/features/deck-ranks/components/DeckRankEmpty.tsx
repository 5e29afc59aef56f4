import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';

/** A period without results: what it means and where to go instead. */
export function DeckRankEmpty() {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconChartBar size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{DECK_RANK_MSG.empty}</Text>
      <Text size="sm" c="dimmed" ta="center">
        기간을 넓히거나 디비전·대회 종류를 바꿔 보세요.
      </Text>
      <Anchor component={Link} to="/official_league/list" size="sm">
        공식대회 목록 보기
      </Anchor>
    </Stack>
  );
}
