import { Badge, Box, Button, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import type { StandingView } from '@carddogam/contract/calls/official-league';
import { CardImage } from '../../../components/card/CardImage';
import { preferredImage } from '../../../components/card/card-image';
import { showError, showSuccess } from '../../../lib/toast';

const SECTIONS = [
  { supertype: 'Pokémon', label: '포켓몬' },
  { supertype: 'Trainer', label: '트레이너스' },
  { supertype: 'Energy', label: '에너지' },
] as const;

const cardName = (c: Pick<DeckCardView, 'name_kr' | 'name_en'>) => c.name_kr ?? c.name_en;

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showSuccess('덱 리스트를 복사했습니다. PTCGL에서 가져오기 할 수 있습니다.');
  } catch {
    showError('복사하지 못했습니다. 브라우저의 권한을 확인해주세요.');
  }
}

/**
 * One player's decklist: the cards as pictures grouped by supertype with their count and Korean name
 * where there is one, then the list as pasted, to copy into PTCGL.
 */
export function StandingDeck({ standing }: { standing: StandingView }) {
  const { cards, deck_text: text } = standing;
  if (cards.length === 0 && text === '')
    return (
      <Text size="sm" c="dimmed">
        등록된 덱 리스트가 없습니다.
      </Text>
    );
  return (
    <Stack gap="md">
      {SECTIONS.map(({ supertype, label }) => {
        const section = cards.filter((c) => c.supertype === supertype);
        if (section.length === 0) return null;
        const total = section.reduce((n, c) => n + c.amount, 0);
        return (
          <Stack key={supertype} gap="xs">
            <Title order={3} fz="sm">
              {label} ({total})
            </Title>
            <SimpleGrid cols={{ base: 4, xs: 5, sm: 7, md: 10 }} spacing={6}>
              {section.map((c) => (
                <Box key={c.card_id} component="figure" m={0}>
                  <Box pos="relative">
                    <CardImage src={preferredImage(c)?.src ?? null} name={cardName(c)} size="thumb" />
                    <Badge
                      pos="absolute"
                      bottom={4}
                      right={4}
                      size="sm"
                      color="dark"
                      aria-label={`${cardName(c)} ${c.amount}장`}
                    >
                      ×{c.amount}
                    </Badge>
                  </Box>
                  <Text component="figcaption" size="xs" ta="center" lineClamp={1} mt={2}>
                    {cardName(c)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      {text !== '' && (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              덱 리스트 (PTCGL)
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCopy size={14} />}
              onClick={() => void copyText(text)}
              aria-label={`${standing.player.name} 덱 리스트 복사`}
            >
              복사
            </Button>
          </Group>
          <Textarea
            aria-label={`${standing.player.name} 덱 리스트`}
            readOnly
            autosize
            minRows={3}
            maxRows={12}
            value={text}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Stack>
      )}
    </Stack>
  );
}
