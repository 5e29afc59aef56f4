import { useState } from 'react';
import { Button, Group, Stack, UnstyledButton } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';
import { CardImage } from '../../../components/card/CardImage';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { editionImage, editionRecord, firstImageNation } from '../lib/edition-view';
import { AppDialog } from '../../../components/AppDialog';

/**
 * The picture with 국내판 / 북미판 / 일본판 buttons, opening on the first edition that has a picture;
 * clicking it shows it large (600 wide on desktop, the full width on mobile, §2.17).
 */
export function DialogImage({ page, name }: { page: CardPage; name: string }) {
  const [shown, setShown] = useState<Nation>(() => firstImageNation(page));
  const [enlarged, setEnlarged] = useState(false);
  const isMobile = useIsMobile();
  const src = editionImage(shown, editionRecord(page, shown));

  return (
    <Stack gap="xs" align="center">
      <Group gap={4}>
        {NATIONS.map((nation) => (
          <Button
            key={nation}
            size="compact-xs"
            variant={nation === shown ? 'filled' : 'default'}
            onClick={() => setShown(nation)}
            aria-pressed={nation === shown}
          >
            {NATION_LABEL[nation]}
          </Button>
        ))}
      </Group>
      <UnstyledButton onClick={() => setEnlarged(true)} aria-label="이미지 크게 보기" w="100%" maw={245}>
        <CardImage src={src} name={name} size="detail" sizes="245px" loading="eager" />
      </UnstyledButton>
      <AppDialog
        opened={enlarged}
        onClose={() => setEnlarged(false)}
        size={isMobile ? '100%' : 600}
        fullScreen={isMobile}
        title={name}
        centered
      >
        <CardImage src={src} name={name} size="zoom" sizes="(max-width: 48em) 100vw, 600px" />
      </AppDialog>
    </Stack>
  );
}
