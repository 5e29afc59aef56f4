import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { AppDialog } from '../../../components/AppDialog';
import { CardImage } from '../../../components/card/CardImage';
import { preferredImage } from '../../../components/card/card-image';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { CardSearchPanel } from '../../card-search';
import type { FavoriteCard } from '../lib/card-draft';

/** The favourite card: shown with its picture, chosen with the card search as a picker, or cleared. */
export function FavoriteCardField({
  value,
  onChange,
  userId,
}: {
  value: FavoriteCard | null;
  onChange: (card: FavoriteCard | null) => void;
  userId: string;
}) {
  const [picking, setPicking] = useState(false);
  const isMobile = useIsMobile();
  const pick = (row: SearchRow) => {
    onChange({ card_id: row.id, name: row.name_kr ?? row.name_en, src: preferredImage(row)?.src ?? null });
    setPicking(false);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        좋아하는 카드
      </Text>
      <Group gap="sm" align="center">
        {value ? (
          <Group gap="xs" aria-label="고른 카드">
            <CardImage src={value.src} name={value.name} width={48} />
            <Text size="sm" fw={600}>
              {value.name}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            고른 카드가 없습니다.
          </Text>
        )}
        <Button size="xs" variant="default" onClick={() => setPicking(true)}>
          카드 찾기
        </Button>
        {value && (
          <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(null)}>
            선택 해제
          </Button>
        )}
      </Group>
      <AppDialog
        opened={picking}
        onClose={() => setPicking(false)}
        title="좋아하는 카드 찾기"
        size="xl"
        fullScreen={isMobile}
      >
        <CardSearchPanel mode="picker" onPick={pick} userId={userId} hoverPreview={false} />
      </AppDialog>
    </Stack>
  );
}
