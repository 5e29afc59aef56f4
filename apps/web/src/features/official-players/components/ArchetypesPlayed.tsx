import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import { deckRankHref } from '../lib/player-format';

type Played = CallResult<typeof officialPlayerCalls.detail>['archetypes'];

/** The decks a player brought, most played first, each leading to its deck-rank page. */
export function ArchetypesPlayed({ archetypes }: { archetypes: Played }) {
  if (archetypes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        기록된 덱이 없습니다.
      </Text>
    );
  return (
    <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {archetypes.map((a) => (
        <li key={a.id ?? 'others'}>
          {a.id !== null && a.name_kr ? (
            <Anchor component={Link} to={deckRankHref(a.id)} size="sm">
              {a.name_kr}
            </Anchor>
          ) : (
            <Text span size="sm" c="dimmed">
              {DECK_RANK_MSG.others}
            </Text>
          )}{' '}
          <Badge size="sm" variant="light" color="gray" aria-label={`${a.count}회`}>
            {a.count}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
