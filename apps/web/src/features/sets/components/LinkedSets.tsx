import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SetSummary } from '@carddogam/contract/calls/sets';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { setPageHref } from '../lib/set-links';

/** The same product in the other editions (staff link them on /admin/card/set). */
export function LinkedSets({ set }: { set: SetSummary }) {
  if (set.linked.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        다른 판
      </Text>
      {set.linked.map((other) => (
        <Anchor
          key={`${other.nation}:${other.name}`}
          component={Link}
          to={setPageHref(other.nation, other.name)}
          size="xs"
        >
          {NATION_LABEL[other.nation]} {other.name}
        </Anchor>
      ))}
    </Group>
  );
}
