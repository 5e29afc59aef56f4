import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../admin-users/components/ForbiddenScreen';

/** 403 for a member who is not staff; the server refuses the calls anyway. */
export function StaffForbidden() {
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" gap="md" maw={480}>
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconLock size={36} />
        </ThemeIcon>
        <Title order={1} ta="center">
          {FORBIDDEN_TITLE}
        </Title>
        <Text c="dimmed" ta="center">
          {MSG.staffOnly}
        </Text>
        <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
          홈으로
        </Button>
      </Stack>
    </Center>
  );
}
