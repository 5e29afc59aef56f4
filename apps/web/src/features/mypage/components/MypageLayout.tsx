import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { MypageTabs } from './MypageTabs';

/** My page screens: the same tabs on top, then the screen's own content. */
export function MypageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <MypageTabs />
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
