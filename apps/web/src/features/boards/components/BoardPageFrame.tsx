import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { BoardMenu } from './BoardMenu';

/** The frame of every public board page: the board menu on top, then the page. */
export function BoardPageFrame({ current, children }: { current: string | null; children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <Container size="lg" px={isMobile ? 'xs' : 'md'} py="md">
      <Stack gap="md">
        <BoardMenu current={current} />
        {children}
      </Stack>
    </Container>
  );
}
