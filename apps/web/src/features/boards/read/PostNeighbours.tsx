import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { readHref, type BoardListState } from '../lib/list-state';

interface PostNeighboursProps {
  prev: BoardReadResult['prev'];
  next: BoardReadResult['next'];
  listState: BoardListState;
}

/** 이전글 (the newer post) and 다음글 (the older one) of the same board. */
export function PostNeighbours({ prev, next, listState }: PostNeighboursProps) {
  if (!prev && !next) return null;
  const row = (label: string, post: BoardReadResult['prev']) =>
    post && (
      <Group gap="sm" wrap="nowrap" px="sm" py={6}>
        <Text size="sm" fw={600} c="dimmed" style={{ flexShrink: 0 }}>
          {label}
        </Text>
        <Anchor
          component={Link}
          to={readHref(listState, post.id)}
          size="sm"
          truncate
          aria-label={`${label}: ${post.title}`}
        >
          {post.title}
        </Anchor>
      </Group>
    );
  return (
    <Paper withBorder radius="md" component="nav" aria-label="이전글 다음글">
      <Stack gap={0}>
        {row('이전글', prev)}
        {row('다음글', next)}
      </Stack>
    </Paper>
  );
}
