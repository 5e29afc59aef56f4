import { Badge, Group, Text } from '@mantine/core';
import { LazyTooltip } from '../../../components/tooltip/LazyTooltip';
import { UNCONFIRMED_NAME_HINT } from '../lib/search-messages';

/** A card's name in the search edition, marked when the Korean name is an unconfirmed suggestion. */
export function CardName({
  name,
  unconfirmed,
  size = 'sm',
}: {
  name: string;
  unconfirmed: boolean;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group gap={4} wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      <Text size={size} fw={700} lineClamp={1} style={{ minWidth: 0 }}>
        {name}
      </Text>
      {unconfirmed && (
        <LazyTooltip label={UNCONFIRMED_NAME_HINT} withArrow>
          <Badge
            size="xs"
            variant="outline"
            color="gray"
            title={UNCONFIRMED_NAME_HINT}
            style={{ flexShrink: 0 }}
          >
            미확인
          </Badge>
        </LazyTooltip>
      )}
    </Group>
  );
}
