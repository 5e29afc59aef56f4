import type { MouseEvent, ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconEye, IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DeckItem } from '@carddogam/contract/calls/decks';
import { MSG } from '@carddogam/contract/messages';
import { CardImage } from '../../../components/card/CardImage';
import { preferredImage } from '../../../components/card/card-image';
import { RatingStars } from '../../../components/card/RatingStars';
import { UserPopupMenu } from '../../user-menu';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { showError } from '../../../lib/toast';
import classes from './DeckItemCard.module.css';
import { EnergyCounts } from './EnergyCounts';

/**
 * One deck as the card page's section and the deck list show it (§2.15, §3): title, date, tags,
 * regulation group, counts by supertype and energy type, views, likes, copies and the picture; a public
 * deck also its rating and writer, a private one only '비공개'.
 */
export function DeckItemCard({ item }: { item: DeckItem }) {
  const { user } = useSession();
  const image = preferredImage(item);
  const isPublic = item.status === '공개';
  // A private deck opens only for its writer and 관리자 (§2.15, §6): anyone else gets the message instead.
  const onClick = (event: MouseEvent) => {
    if (!isPublic && user?.user_id !== item.writer && user?.type !== '관리자') {
      event.preventDefault();
      showError(new Error(MSG.privateDeck));
    }
  };
  return (
    <Card withBorder radius="md" padding="sm" data-testid="deck-item" style={{ height: '100%' }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <CardImage src={image?.src ?? null} name={`${item.title} 대표 카드`} width={72} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={`/deck/read?id=${item.id}`}
            onClick={onClick}
            className={classes.titleLink}
            c="inherit"
            underline="never"
            fw={700}
            lineClamp={2}
          >
            {item.title}
          </Anchor>
          <Group gap={6}>
            <Badge size="sm" variant="light">
              {item.regulation_group}
            </Badge>
            {item.season && (
              <Badge size="sm" variant="outline" color="gray">
                {item.season}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(item.created)}
            </Text>
          </Group>
          {item.tag && (
            <Text size="xs" c="blue" lineClamp={1}>
              {item.tag
                .split(',')
                .map((t) => `#${t}`)
                .join(' ')}
            </Text>
          )}
          <Text size="xs">
            포켓몬 {item.pokemon_count} · 트레이너스 {item.trainer_count} · 에너지 {item.energy_count}
          </Text>
          <EnergyCounts counts={item.energy_counts} />
          <Group gap={10}>
            <Counter icon={<IconEye size={14} />} label="조회" value={item.view_count} />
            <Counter icon={<IconHeart size={14} />} label="좋아요" value={item.like_count} />
            <Counter icon={<IconCopy size={14} />} label="복사" value={item.copy_count} />
          </Group>
          {isPublic ? (
            <Group gap={6}>
              <RatingStars value={item.rating_avg} count={item.rating_count} />
              <div className={classes.aboveLink}>
                <UserPopupMenu user={{ user_id: item.writer, nickname: item.writer_nickname }} size="xs" />
              </div>
            </Group>
          ) : (
            <Badge size="sm" color="gray">
              비공개
            </Badge>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Group gap={2} wrap="nowrap" aria-label={`${label} ${value}`}>
      {icon}
      <Text size="xs">{value}</Text>
    </Group>
  );
}
