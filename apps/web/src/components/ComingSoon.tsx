import { Badge, Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@carddogam/contract/messages';

/** The page of an area whose screens are not built yet: it names the area and leads back home. */
export function ComingSoon({ area }: { area: string }) {
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" gap="md" maw={480}>
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconTool size={36} />
        </ThemeIcon>
        <Title order={1} ta="center">
          {area}
        </Title>
        <Badge size="lg" variant="light" color="gray">
          {MSG.preparing}
        </Badge>
        <Text c="dimmed" ta="center">
          {area} 화면은 {MSG.preparing}입니다. 조금만 기다려주세요.
        </Text>
        <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
          홈으로
        </Button>
      </Stack>
    </Center>
  );
}
