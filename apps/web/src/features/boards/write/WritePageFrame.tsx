import type { ReactNode } from 'react';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The frame of the write and update pages: the board's name above the page's title. */
export function WritePageFrame({
  boardName,
  title,
  children,
}: {
  boardName?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          {boardName && (
            <Text size="sm" c="dimmed">
              {boardName}
            </Text>
          )}
          <Title order={1} size="h2">
            {title}
          </Title>
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/** A refusal in place of the form, with the way back. */
export function WriteRefusal({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Stack align="flex-start" gap="sm">
      <Alert color="red" role="alert" w="100%">
        {message}
      </Alert>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}
