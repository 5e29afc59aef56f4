import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';

/** An empty or failed search, said in place of the results so the screen is never blank. */
export function SearchMessage({
  message,
  error = false,
  onRetry,
  children,
}: {
  message: string;
  error?: boolean;
  onRetry?: () => void;
  /** What the visitor can do about it. */
  children?: ReactNode;
}) {
  return (
    <Center py={48}>
      <Stack align="center" gap="xs" role={error ? 'alert' : 'status'}>
        <ThemeIcon size={48} radius="xl" variant="light" color={error ? 'red' : 'gray'}>
          {error ? <IconAlertTriangle size={26} /> : <IconSearchOff size={26} />}
        </ThemeIcon>
        <Text fw={600} ta="center">
          {message}
        </Text>
        {onRetry && (
          <Button variant="light" size="xs" onClick={onRetry}>
            다시 시도
          </Button>
        )}
        {children}
      </Stack>
    </Center>
  );
}
