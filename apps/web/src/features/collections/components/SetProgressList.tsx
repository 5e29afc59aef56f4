import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SetProgress } from '@carddogam/contract/calls/collections';
import type { Nation } from '@carddogam/contract/constants';
import { formatDate } from '../../../lib/format';
import { challengeBookPath } from '../lib/owner-param';
import { SetProgressBar } from './SetProgressBar';

/** Sets with their completion bars, each opening its challenge book; one column on a phone. */
export function SetProgressList({ nation, sets }: { nation: Nation; sets: SetProgress[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {sets.map((set) => (
        <Paper key={set.set_name} withBorder radius="md" p="sm" data-testid="set-progress-item">
          <Stack gap={6}>
            <div>
              <Anchor component={Link} to={challengeBookPath(nation, set.set_name)} fw={600} lineClamp={1}>
                {set.set_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[set.series, formatDate(set.release_date)].filter(Boolean).join(' · ') || '\u00a0'}
              </Text>
            </div>
            <SetProgressBar owned={set.owned} total={set.total} label={set.set_name} />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
