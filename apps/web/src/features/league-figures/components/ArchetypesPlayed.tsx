import { Badge, Group, Text } from '@mantine/core';
import { ArchetypeName } from './ArchetypeName';

/** The decks a player brought this season, most played first, each leading to its league deck page. */
export function ArchetypesPlayed({
  archetypes,
  deckHref,
}: {
  archetypes: readonly { archetype: { id: number; name_kr: string } | null; count: number }[];
  deckHref: (id: number) => string;
}) {
  if (archetypes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        기록된 덱이 없습니다.
      </Text>
    );
  return (
    <Group gap="sm" component="ul" p={0} m={0} aria-label="사용한 덱 목록" style={{ listStyle: 'none' }}>
      {archetypes.map((a) => (
        <li key={a.archetype?.id ?? 'others'}>
          <ArchetypeName archetype={a.archetype} href={deckHref} />{' '}
          <Badge size="sm" variant="light" color="gray" aria-label={`${a.count}회`}>
            {a.count}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
