import { useId, type ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

interface HomeBlockProps {
  title: string;
  /** The full page the block is a preview of: its title and '더보기' lead there. */
  href: string;
  /** Controls between the title and the rows (the ranking's type tabs). */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** One box of the front page: a titled preview of another page, named for screen readers by its title. */
export function HomeBlock({ title, href, toolbar, children }: HomeBlockProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={href} c="inherit" underline="hover" inherit>
              {title}
            </Anchor>
          </Title>
          <Anchor
            component={Link}
            to={href}
            size="sm"
            c="dimmed"
            aria-label={`${title} 더보기`}
            style={{ flex: 'none' }}
          >
            더보기
          </Anchor>
        </Group>
        {toolbar}
        {children}
      </Stack>
    </Paper>
  );
}
