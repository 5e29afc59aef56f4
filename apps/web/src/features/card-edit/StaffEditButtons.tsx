import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCopy, IconEdit, IconPencil } from '@tabler/icons-react';
import type { Nation } from '@carddogam/contract/constants';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSession } from '../../lib/session';
import { buttonShortcut, showsStaffButtons, type ButtonShortcut } from './lib/staff-buttons';

// Staff-only code: guests and members never load the editing dialogs.
const CardEditDialog = lazy(() =>
  import('./components/CardEditDialog').then((m) => ({ default: m.CardEditDialog })),
);
const CopyCardDialog = lazy(() =>
  import('./components/CopyCardDialog').then((m) => ({ default: m.CopyCardDialog })),
);

/** The staff buttons of the card page (§2.5): 간편수정, 전체수정 and 복사, with their shortcuts. */
export function StaffEditButtons({ cardId, nation }: { cardId: string; nation: Nation }) {
  const { user } = useSession();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<ButtonShortcut | null>(null);
  const shown = showsStaffButtons(user?.type, isMobile);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      const which = buttonShortcut(event);
      if (!which) return;
      event.preventDefault();
      setOpen((current) => current ?? which);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);

  if (!shown || !user) return null;
  const close = () => setOpen(null);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="outline"
        leftSection={<IconPencil size={16} />}
        onClick={() => setOpen('simple')}
      >
        간편수정
      </Button>
      <Button
        size="xs"
        variant="outline"
        leftSection={<IconEdit size={16} />}
        onClick={() => setOpen('whole')}
      >
        전체수정
      </Button>
      <Button
        size="xs"
        variant="outline"
        leftSection={<IconCopy size={16} />}
        onClick={() => setOpen('copy')}
      >
        복사
      </Button>
      <Suspense fallback={null}>
        {(open === 'simple' || open === 'whole') && (
          <CardEditDialog
            cardId={cardId}
            type={open}
            initialNation={nation}
            userType={user.type}
            onClose={close}
          />
        )}
        {open === 'copy' && <CopyCardDialog cardId={cardId} onClose={close} />}
      </Suspense>
    </Group>
  );
}
