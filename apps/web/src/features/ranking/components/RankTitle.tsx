import { Anchor, Badge, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * '카드랭킹' with its BETA tag. It links to the bare /rank, which is the first-load state: edition kr and
 * every filter cleared (§2.20).
 */
export function RankTitle() {
  return (
    <Anchor component={Link} to="/rank" underline="never" c="inherit" aria-label="카드랭킹 처음으로">
      <Group gap={6} wrap="nowrap">
        <Title order={1} size="h2">
          카드랭킹
        </Title>
        <Badge size="sm" variant="filled" color="red">
          BETA
        </Badge>
      </Group>
    </Anchor>
  );
}
