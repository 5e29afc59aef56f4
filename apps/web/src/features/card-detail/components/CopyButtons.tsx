import { Button, Group } from '@mantine/core';
import { IconCopy, IconLink } from '@tabler/icons-react';
import { MSG } from '@carddogam/contract/messages';
import { useSession } from '../../../lib/session';
import { cardDetailHref } from '../lib/card-links';
import { useCopy } from '../hooks/use-copy';
import { useIsMobile } from '../../../lib/use-is-mobile';

/** Who sees the copy buttons (§2.5): on desktop everyone but 관리자, on mobile only 관리자. */
export function showsCopyButtons(isMobile: boolean, userType: string | undefined): boolean {
  const isAdmin = userType === '관리자';
  return isMobile ? isAdmin : !isAdmin;
}

/** Copy card URL / copy card ID of the button row (§2.5). */
export function CopyButtons({ cardId }: { cardId: string }) {
  const isMobile = useIsMobile();
  const { user } = useSession();
  const copy = useCopy();
  if (!showsCopyButtons(isMobile, user?.type)) return null;
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLink size={16} />}
        onClick={() => void copy(`${window.location.origin}${cardDetailHref(cardId)}`, MSG.cardUrlCopied)}
      >
        카드주소 복사
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconCopy size={16} />}
        onClick={() => void copy(cardId, MSG.cardIdCopied)}
      >
        카드ID 복사
      </Button>
    </Group>
  );
}
