import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { MSG } from '@carddogam/contract/messages';

/** Replaces the whole application for a banned IP (§2.1). */
export function IpBlockedScreen() {
  return (
    <Center mih="100vh" px="md" role="alert">
      <Stack align="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconBan size={40} />
        </ThemeIcon>
        <Text size="lg" fw={700} ta="center">
          {MSG.ipBanned}
        </Text>
      </Stack>
    </Center>
  );
}
