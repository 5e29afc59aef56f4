import { Alert, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { shownNoticesQuery } from '../api/settings-queries';

/**
 * The deck notices staff keep (/admin/deck/notice), above the deck list and the builder. Nothing shows
 * while they load or when there are none; a failed read leaves the screen as it was.
 */
export function DeckNotices() {
  const { data } = useQuery(shownNoticesQuery);
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="덱 공지" role="region">
      {data.map((notice) => (
        <Alert
          key={notice.id}
          variant="light"
          color="blue"
          title={notice.title}
          icon={<IconSpeakerphone size={18} />}
        >
          {notice.content && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {notice.content}
            </Text>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
