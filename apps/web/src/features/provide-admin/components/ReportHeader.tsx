import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { NATION_LABEL, type Nation } from '@carddogam/contract/constants';
import { UserPopupMenu } from '../../user-menu';
import { formatDateTime } from '../../../lib/format';

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
      <Group gap={4} wrap="nowrap">
        <Text size="sm">제보자</Text>
        {props.nickname ? (
          <UserPopupMenu user={{ user_id: props.user_id, nickname: props.nickname }}>
            {`${props.nickname}(${props.user_id})`}
          </UserPopupMenu>
        ) : (
          <Text size="sm">({props.user_id})</Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(props.created)}
      </Text>
    </Group>
  );
}
