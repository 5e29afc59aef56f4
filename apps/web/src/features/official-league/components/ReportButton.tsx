import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useSession } from '../../../lib/session';
import { ReportDialog } from './ReportDialog';

/** 결과 제보, for logged-in members; guests see nothing, as the server would refuse them. */
export function ReportButton({ league }: { league?: { id: number; name: string } }) {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconMessageReport size={16} />}
        onClick={() => setOpened(true)}
      >
        결과 제보
      </Button>
      {opened && <ReportDialog opened onClose={() => setOpened(false)} league={league} />}
    </>
  );
}
