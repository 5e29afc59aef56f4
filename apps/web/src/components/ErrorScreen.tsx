import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';

export interface ErrorScreenProps {
  title?: string;
  message?: string;
  /** Defaults to reloading the page, which also fetches any code that failed to load. */
  onRetry?: () => void;
  /** A plain link keeps working even when the router itself is what failed. */
  showHomeLink?: boolean;
}

export const DEFAULT_ERROR_TITLE = '문제가 발생했습니다';
export const DEFAULT_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** The screen shown instead of a page that failed, so the visitor never faces a blank page. */
export function ErrorScreen({
  title = DEFAULT_ERROR_TITLE,
  message = DEFAULT_ERROR_MESSAGE,
  onRetry = () => window.location.reload(),
  showHomeLink = true,
}: ErrorScreenProps) {
  return (
    <Center mih="60vh" px="md" role="alert">
      <Stack align="center" gap="md" maw={480}>
        <ThemeIcon size={64} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={36} />
        </ThemeIcon>
        <Title order={2} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <Group justify="center">
          <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
            다시 시도
          </Button>
          {showHomeLink && (
            <Button component="a" href="/" variant="default" leftSection={<IconHome size={18} />}>
              홈으로
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
