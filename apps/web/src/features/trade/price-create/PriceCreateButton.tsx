import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Nation } from '@carddogam/contract/constants';
import { useSession } from '../../../lib/session';
import { PriceCreateDialog } from './PriceCreateDialog';

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
        <PriceCreateDialog
          opened={opened}
          onClose={dialog.close}
          card={{ id: cardId, name: cardName, nation }}
        />
      )}
    </Group>
  );
}
