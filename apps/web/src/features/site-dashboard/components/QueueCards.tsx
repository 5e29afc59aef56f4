import { SimpleGrid } from '@mantine/core';
import { DASHBOARD_QUEUES, type DashboardAnswer } from '@carddogam/contract/calls/site-dashboard';
import { CountCard } from './FigureCards';

/** What waits for staff now in each queue; a queue with items stands out. */
export function QueueCards({ queues }: { queues: DashboardAnswer['queues'] }) {
  const counts = new Map(queues.map((q) => [q.key, q.count]));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      {DASHBOARD_QUEUES.map(({ key, label, link }) => {
        const count = counts.get(key) ?? 0;
        return <CountCard key={key} label={label} count={count} link={link} highlight={count > 0} />;
      })}
    </SimpleGrid>
  );
}
