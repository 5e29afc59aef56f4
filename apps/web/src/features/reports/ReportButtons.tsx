import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { POINT_RANGES } from '@carddogam/contract/constants';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSession } from '../../lib/session';
import { BugReportDialog } from './components/BugReportDialog';
import { EditHistoryDialog } from './components/EditHistoryDialog';
import { showsReportButtons, showsUserButtons } from './lib/report-access';

type OpenDialog = 'bug' | 'history' | null;

/** The member buttons of the card page's button row (§2.5) and the dialogs they open. */
export function ReportButtons({ cardId }: { cardId: string }) {
  const { user } = useSession();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<OpenDialog>(null);
  if (!showsUserButtons(user)) return null;
  const close = () => setOpen(null);
  const bugRange = `${POINT_RANGES.bug.min}~${POINT_RANGES.bug.max}P`;

  return (
    <Group gap="xs">
      {showsReportButtons(user) && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconAlertTriangle size={16} />}
          onClick={() => setOpen('bug')}
        >
          정보오류 제보하기{isMobile && ` ${bugRange}`}
        </Button>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconHistory size={16} />}
        onClick={() => setOpen('history')}
      >
        수정내역
      </Button>
      <BugReportDialog cardId={cardId} opened={open === 'bug'} onClose={close} />
      <EditHistoryDialog cardId={cardId} opened={open === 'history'} onClose={close} />
    </Group>
  );
}
