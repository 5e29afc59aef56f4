import { Button, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@carddogam/contract/messages';

/** An id that names no card, or no id at all (§2.3, §8). */
export function CardMissing() {
  return (
    <Center mih="40vh">
      <Stack align="center" gap="md">
        <Text size="lg" fw={600} role="status">
          {MSG.cardMissing}
        </Text>
        <Button component={Link} to="/card/list" variant="default">
          카드 검색으로
        </Button>
      </Stack>
    </Center>
  );
}
