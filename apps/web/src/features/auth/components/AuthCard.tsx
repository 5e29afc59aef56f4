import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The narrow card every account screen sits in; full width on phones, centred on wide screens. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Container size={460} px={0} py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
