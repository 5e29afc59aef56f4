import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconHistory, IconPhotoUp } from '@tabler/icons-react';
import { POINT_RANGES } from '@carddogam/contract/constants';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSession } from '../../lib/session';
import { showsReportButtons, showsUserButtons } from './lib/report-access';

// The dialogs load when a member first opens one; most visits of a card page open none.
const ImageReportDialog = lazy(() =>
  import('./components/ImageReportDialog').then((m) => ({ default: m.ImageReportDialog })),
);
const InfoReportDialog = lazy(() =>
  import('./components/InfoReportDialog').then((m) => ({ default: m.InfoReportDialog })),
);
const BugReportDialog = lazy(() =>
  import('./components/BugReportDialog').then((m) => ({ default: m.BugReportDialog })),
);
const EditHistoryDialog = lazy(() =>
  import('./components/EditHistoryDialog').then((m) => ({ default: m.EditHistoryDialog })),
);

type OpenDialog = 'image' | 'info' | 'bug' | 'history' | null;

const range = (kind: keyof typeof POINT_RANGES) => `${POINT_RANGES[kind].min}~${POINT_RANGES[kind].max}P`;

/** The member buttons of the card page's button row (§2.5) and the dialogs they open. */
export function ReportButtons({ cardId }: { cardId: string }) {
  const { user } = useSession();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<OpenDialog>(null);
  // A dialog stays mounted after its first opening (it keeps what was typed and closes with its transition).
  const [used, setUsed] = useState<ReadonlySet<OpenDialog>>(new Set());
  if (open !== null && !used.has(open)) setUsed(new Set(used).add(open));
  if (!showsUserButtons(user)) return null;
  const close = () => setOpen(null);

  return (
    <Group gap="xs">
      {showsReportButtons(user) && (
        <>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPhotoUp size={16} />}
            onClick={() => setOpen('image')}
          >
            이미지 등록 신청{isMobile && ` ${range('image')}`}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconEdit size={16} />}
            onClick={() => setOpen('info')}
          >
            정보 입력/수정{isMobile && ` ${range('info')}`}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconAlertTriangle size={16} />}
            onClick={() => setOpen('bug')}
          >
            정보오류 제보하기{isMobile && ` ${range('bug')}`}
          </Button>
        </>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconHistory size={16} />}
        onClick={() => setOpen('history')}
      >
        수정내역
      </Button>
      <Suspense fallback={null}>
        {open === 'image' && <ImageReportDialog cardId={cardId} opened onClose={close} />}
        {used.has('info') && <InfoReportDialog cardId={cardId} opened={open === 'info'} onClose={close} />}
        {used.has('bug') && <BugReportDialog cardId={cardId} opened={open === 'bug'} onClose={close} />}
        {used.has('history') && (
          <EditHistoryDialog cardId={cardId} opened={open === 'history'} onClose={close} />
        )}
      </Suspense>
    </Group>
  );
}
