import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shownTagsQuery } from '../api/settings-queries';

const split = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * The tags staff offer (/admin/deck/tag) under the deck form's tag input: a press adds one to the
 * comma-separated text. Members may still type tags of their own.
 */
export function OfferedTags({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { data = [] } = useQuery(shownTagsQuery);
  const present = new Set(split(value));
  const offered = data.filter((tag) => !present.has(tag));
  if (offered.length === 0) return null;
  return (
    <Group gap={4} aria-label="추천 태그" role="group">
      <Text size="xs" c="dimmed">
        추천 태그
      </Text>
      {offered.map((tag) => (
        <Button
          key={tag}
          size="compact-xs"
          variant="light"
          onClick={() => onChange([...present, tag].join(', '))}
        >
          {tag}
        </Button>
      ))}
    </Group>
  );
}
