import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UNTAGGED } from '../lib/figure-text';

/** An archetype linking to its league deck page, or 기타 for the untagged lists, which have no page. */
export function ArchetypeName({
  archetype,
  href,
}: {
  archetype: { id: number; name_kr: string } | null;
  href?: (id: number) => string;
}) {
  if (!archetype)
    return (
      <Text size="sm" c="dimmed" span>
        {UNTAGGED}
      </Text>
    );
  return href ? (
    <Anchor component={Link} to={href(archetype.id)} size="sm" fw={600}>
      {archetype.name_kr}
    </Anchor>
  ) : (
    <Text size="sm" span>
      {archetype.name_kr}
    </Text>
  );
}
