import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DASHBOARD_FIGURES, type DashboardAnswer } from '@carddogam/contract/calls/site-dashboard';
import { formatThousands } from '../../../lib/format';
import { FIGURE_INFO } from '../lib/dashboard-figures';

/** The period's totals, each a link to the screen of its rows. */
export function FigureCards({ totals }: { totals: DashboardAnswer['totals'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      {DASHBOARD_FIGURES.map((figure) => (
        <CountCard
          key={figure}
          label={FIGURE_INFO[figure].label}
          count={totals[figure]}
          link={FIGURE_INFO[figure].link}
        />
      ))}
    </SimpleGrid>
  );
}

/** One number with its name; the whole card is the link. */
export function CountCard({
  label,
  count,
  link,
  highlight = false,
}: {
  label: string;
  count: number;
  link: string;
  highlight?: boolean;
}) {
  return (
    <Anchor component={Link} to={link} underline="never" c="inherit" aria-label={`${label} ${count}`}>
      <Paper withBorder p="sm" radius="md" bg={highlight ? 'var(--mantine-color-red-light)' : undefined}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={24} fw={700} c={highlight ? 'red' : undefined}>
          {formatThousands(count)}
        </Text>
      </Paper>
    </Anchor>
  );
}
