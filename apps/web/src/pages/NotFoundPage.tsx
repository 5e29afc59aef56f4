import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';

export const NOT_FOUND_TITLE = '페이지를 찾을 수 없습니다';

export default function NotFoundPage() {
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" gap="md" maw={480}>
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMoodSad size={36} />
        </ThemeIcon>
        <Text fw={700} size="xl" c="dimmed">
          404
        </Text>
        <Title order={1} ta="center">
          {NOT_FOUND_TITLE}
        </Title>
        <Text c="dimmed" ta="center">
          요청하신 페이지가 존재하지 않거나 주소가 변경되었습니다. 주소를 다시 확인해주세요.
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          홈으로
        </Button>
      </Stack>
    </Center>
  );
}
