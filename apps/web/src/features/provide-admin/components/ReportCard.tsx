import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '@mantine/core';
import { useSearchParams } from 'react-router';

/**
 * One report in a queue. The staff alarm of a report links to its queue with ?id=; that report is marked
 * and scrolled into view so the reviewer does not have to look for it.
 */
export function ReportCard({ id, testId, children }: { id: number; testId: string; children: ReactNode }) {
  const [params] = useSearchParams();
  const linked = Number(params.get('id')) === id;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [linked]);
  return (
    <Card
      ref={ref}
      withBorder
      data-testid={testId}
      aria-current={linked ? 'true' : undefined}
      style={linked ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 } : undefined}
    >
      {children}
    </Card>
  );
}
