import { lazy, Suspense } from 'react';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Nation } from '@carddogam/contract/constants';
import { useSession } from '../../../lib/session';

// Only a 관리자 opens it: the dialog (with its card picker and search) loads on that click.
const PriceCreateDialog = lazy(() => import('./PriceCreateDialog').then((m) => ({ default: m.PriceCreateDialog })));

/** '가격 등록' on the card page, for 관리자 only (§2.11, §6). */
export function PriceCreateButton({
  cardId,
  nation,
  cardName,
}: {
  cardId: string;
  nation: Nation;
  cardName: string;
}) {
  const { user } = useSession();
  const [opened, dialog] = useDisclosure(false);
  if (user?.type !== '관리자') return null;
  return (
    <Group justify="flex-end">
      <Button size="xs" variant="light" onClick={dialog.open}>
        가격 등록
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PriceCreateDialog
            opened={opened}
            onClose={dialog.close}
            card={{ id: cardId, name: cardName, nation }}
          />
        </Suspense>
      )}
    </Group>
  );
}
