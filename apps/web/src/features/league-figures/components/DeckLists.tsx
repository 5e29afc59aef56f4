import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { recordText } from '../../../components/figures/win-rate';
import { formatDate } from '../../../lib/format';
import { DeckCardGrid } from '../../decks';
import { placementText, tournamentHref } from '../lib/figure-text';

type DeckList = CallResult<typeof leagueCalls.deckDetail>['lists'][number];

/**
 * The archetype's lists, newest first: where and how each finished, and the cards as pictures with their
 * counts. Only the open lists draw their cards, so fifty lists do not load three thousand pictures.
 */
export function DeckLists({ lists }: { lists: readonly DeckList[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(lists.slice(0, 1).map((l) => l.entry_id)),
  );
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="덱리스트" style={{ listStyle: 'none' }}>
      {lists.map((list) => {
        const opened = open.has(list.entry_id);
        const name = `${list.ptcgl_name} · ${list.tournament.name}`;
        return (
          <Paper key={list.entry_id} component="li" withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Anchor component={Link} to={tournamentHref(list.tournament.id)} size="sm" fw={600}>
                    {list.tournament.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDate(list.tournament.starts_at)} · {list.ptcgl_name} ·{' '}
                    {placementText(list.placement)} · {recordText(list.record)}
                  </Text>
                </Stack>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-expanded={opened}
                  aria-label={`${name} 덱리스트 ${opened ? '접기' : '보기'}`}
                  rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
                  onClick={() => toggle(list.entry_id)}
                >
                  {opened ? '접기' : '덱리스트 보기'}
                </Button>
              </Group>
              {opened && <DeckCardGrid cards={list.cards} cols={{ base: 4, sm: 6, md: 8 }} />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
