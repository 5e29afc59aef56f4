import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@carddogam/contract/messages';

export const FORBIDDEN_TITLE = '접근 권한이 없습니다';

/** 403 for a member whose type may not open the screen; the server refuses the calls anyway. */
export function ForbiddenScreen({ message = MSG.adminOnly }: { message?: string }) {
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" gap="md" maw={480}>
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconLock size={36} />
        </ThemeIcon>
        <Text fw={700} size="xl" c="dimmed">
          403
        </Text>
        <Title order={1} ta="center">
          {FORBIDDEN_TITLE}
        </Title>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
          홈으로
        </Button>
      </Stack>
    </Center>
  );
}
