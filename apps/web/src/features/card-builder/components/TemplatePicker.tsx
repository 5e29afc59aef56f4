import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { AppDialog } from '../../../components/AppDialog';
import { EnergyIcon } from '../../../components/card/energy/EnergyIcon';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { showError } from '../../../lib/toast';
import { cardPageQuery } from '../../card-detail';
import { CardSearchPanel } from '../../card-search';
import { draftFromCard, energyLabel, FRAME_TYPES, type BuilderDraft, type FrameType } from '../lib/draft';

export const TEMPLATE_MISSING = '카드 정보를 불러오지 못했습니다. 다른 카드를 골라주세요.';

/** Where a draft starts: a catalogue card chosen with the card search, or a blank frame of one type. */
export function TemplatePicker({
  template,
  onTemplate,
  onBlank,
}: {
  template: BuilderDraft['template'];
  onTemplate: (draft: BuilderDraft) => void;
  onBlank: (type: FrameType) => void;
}) {
  const [picking, setPicking] = useState(false);
  const [loading, setLoading] = useState(false);
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();

  const pick = async (row: SearchRow) => {
    setLoading(true);
    try {
      const card = await queryClient.fetchQuery(cardPageQuery(row.id));
      if (!card) throw new Error(TEMPLATE_MISSING);
      onTemplate(draftFromCard(card, window.location.origin));
      setPicking(false);
    } catch {
      showError(TEMPLATE_MISSING);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" aria-label="템플릿">
          {template ? `템플릿: ${template.name}` : '빈 프레임에서 시작'}
        </Text>
        <Button size="xs" variant="light" onClick={() => setPicking(true)}>
          카드에서 가져오기
        </Button>
      </Group>
      <Group gap={4} role="group" aria-label="빈 프레임">
        <Text size="xs" c="dimmed" mr={4}>
          빈 프레임
        </Text>
        {FRAME_TYPES.map((type) => (
          <ActionIcon
            key={type}
            variant="subtle"
            size="lg"
            aria-label={`${energyLabel(type)} 빈 프레임`}
            title={`${energyLabel(type)} 빈 프레임`}
            onClick={() => onBlank(type)}
          >
            <EnergyIcon type={type} size={22} />
          </ActionIcon>
        ))}
      </Group>
      <AppDialog
        opened={picking}
        onClose={() => setPicking(false)}
        title="템플릿 카드 고르기"
        size="xl"
        fullScreen={isMobile}
      >
        <Stack gap="xs">
          {loading && (
            <Text size="sm" c="dimmed" role="status">
              카드 정보를 불러오는 중입니다…
            </Text>
          )}
          <CardSearchPanel mode="picker" onPick={(row) => void pick(row)} hoverPreview={false} />
        </Stack>
      </AppDialog>
    </Stack>
  );
}
