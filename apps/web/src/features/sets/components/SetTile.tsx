import { Anchor, Badge, Group, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { SetSummary } from '@carddogam/contract/calls/sets';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { setPageHref } from '../lib/set-links';
import { LinkedSets } from './LinkedSets';
import { SetFacts } from './SetFacts';
import { SetPictures } from './SetPictures';

/** One set in the list: its pictures, name and edition, facts and the other editions. */
export function SetTile({ set }: { set: SetSummary }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <SetPictures set={set} height={36} />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
            {NATION_LABEL[set.nation]}
          </Badge>
          <Anchor component={Link} to={setPageHref(set.nation, set.name)} fw={600} size="sm">
            {set.name}
          </Anchor>
        </Group>
        <SetFacts set={set} />
        <LinkedSets set={set} />
      </Stack>
    </Paper>
  );
}
