import { Anchor, Avatar, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { CardImage } from '../../../components/card/CardImage';
import { recordText } from '../../../components/figures/win-rate';
import { UserBadge } from '../../../components/user/UserBadge';
import { formatThousands } from '../../../lib/format';
import { favoriteImageSrc } from '../lib/card-draft';

type BusinessCard = CallResult<typeof leagueCalls.businessCard>;

/** What the 명함 says, as text: the same facts the picture draws, readable and linkable. */
export function BusinessCardInfo({ card }: { card: BusinessCard }) {
  const { member, league } = card;
  const facts = [
    { label: 'PTCGL 이름', value: card.ptcgl_name ?? '-' },
    {
      label: '리그 전적',
      value: `${recordText(league.record)} (대회 ${formatThousands(league.tournaments)}회)`,
    },
    {
      label: '리그 최고 순위',
      value: league.best_placement === null ? '-' : `${formatThousands(league.best_placement)}위`,
    },
    { label: '콜렉션', value: `${formatThousands(card.collection_count)}종` },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="명함 정보">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={member.profile_image} alt="" radius="xl" size="lg" />
          <Stack gap={2}>
            <Group gap={6}>
              <UserBadge type={member.type} grade={member.grade} size="xs" />
              <Text fw={700} fz="lg">
                {member.nickname}
              </Text>
            </Group>
            <Text size="sm" c={card.intro ? undefined : 'dimmed'}>
              {card.intro || '아직 한 줄 소개가 없습니다.'}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {facts.map((f) => (
            <Stack key={f.label} gap={0} role="group" aria-label={f.label}>
              <Text size="xs" c="dimmed">
                {f.label}
              </Text>
              <Text size="sm" fw={600}>
                {f.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4} role="group" aria-label="좋아하는 카드">
            <Text size="xs" c="dimmed">
              좋아하는 카드
            </Text>
            {card.favorite_card ? (
              <Anchor
                component={Link}
                to={`/card/detail?id=${encodeURIComponent(card.favorite_card.card_id)}`}
              >
                <Group gap="xs" wrap="nowrap">
                  <CardImage
                    src={favoriteImageSrc(card.favorite_card.image)}
                    name={card.favorite_card.name}
                    width={56}
                  />
                  <Text size="sm" fw={600}>
                    {card.favorite_card.name}
                  </Text>
                </Group>
              </Anchor>
            ) : (
              <Text size="sm">-</Text>
            )}
          </Stack>
          <Stack gap={4} role="group" aria-label="대표 덱">
            <Text size="xs" c="dimmed">
              대표 덱
            </Text>
            {card.main_deck ? (
              <Anchor component={Link} to={`/deck/read?id=${card.main_deck.id}`} size="sm" fw={600}>
                {card.main_deck.title}
              </Anchor>
            ) : (
              <Text size="sm">-</Text>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
