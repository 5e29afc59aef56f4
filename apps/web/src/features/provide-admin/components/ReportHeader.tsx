import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { NATION_LABEL, type Nation } from '@carddogam/contract/constants';

/** Who reported which card edition, and when. */
export function ReportHeader(props: {
  card_id: string;
  card_nation: Nation;
  card_name: string | null;
  user_id: string;
  nickname: string | null;
  created: string;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(props.card_id)}`} fw={600}>
        {props.card_name ?? props.card_id}
      </Anchor>
      <Text size="sm" c="dimmed">
        {props.card_id} · {NATION_LABEL[props.card_nation]}
      </Text>
      <Text size="sm">
        제보자 {props.nickname ?? ''}({props.user_id})
      </Text>
      <Text size="xs" c="dimmed">
        {props.created}
      </Text>
    </Group>
  );
}
