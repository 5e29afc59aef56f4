import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@carddogam/contract/messages';
import { countLabel } from '../lib/search-links';

interface SearchGroupProps {
  /** The section's id, for the jump links at the top of the page. */
  id: string;
  title: string;
  total: number;
  capped: boolean;
  /** The area's own list with the same word; none for a group without a list of its own. */
  moreHref?: string;
  /** Extra '더보기' links (board posts: one per board of the hits). */
  extraLinks?: ReactNode;
  children: ReactNode;
}

/** One group of the results: its name and count, its first hits, and '더보기' to the area's list. */
export function SearchGroup({ id, title, total, capped, moreHref, extraLinks, children }: SearchGroupProps) {
  const headingId = `${id}-title`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Title order={2} size="h4" id={headingId}>
            {title}{' '}
            <Text span c="indigo.7" fw={700} fz="sm">
              {countLabel(total, capped)}
            </Text>
          </Title>
          {moreHref && total > 0 && (
            <Anchor component={Link} to={moreHref} size="sm" aria-label={`${title} 더보기`}>
              더보기
            </Anchor>
          )}
        </Group>
        {total === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="sm">
            {MSG.noSearchResults}
          </Text>
        ) : (
          children
        )}
        {total > 0 && extraLinks}
      </Stack>
    </Paper>
  );
}
