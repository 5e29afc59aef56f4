import type { ReactNode } from 'react';
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The member-facing mall screens: the title with its actions, then the content. */
export function MallFrame({
  title,
  actions,
  backToList = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** A link back to the product list above the title (the product's own pages). */
  backToList?: boolean;
  children: ReactNode;
}) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        {backToList && (
          <Anchor component={Link} to="/pointmall/list" size="sm" c="dimmed">
            <Group gap={2} component="span">
              <IconChevronLeft size={14} aria-hidden />
              포인트몰 목록
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
            {title}
          </Title>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
