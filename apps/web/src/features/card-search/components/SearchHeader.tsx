import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Requests for missing cards go to this community board (§2.19). */
export const CARD_REQUEST_BOARD_PATH = `/board/list?${new URLSearchParams({
  board_group: 'community',
  board_name: '카드/DB 추가 요청',
}).toString()}`;

export function SearchHeader() {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <Stack gap={4}>
        <Group gap="xs" align="center">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            카드 검색
          </Title>
          <Badge variant="filled" color="red.9" size="sm">
            BETA
          </Badge>
        </Group>
        <Text c="dimmed" size="sm">
          세계 최대 규모의 자체 카드 데이터베이스에서 국내판·북미판·일본판 카드를 찾아보세요.
        </Text>
      </Stack>
      <Anchor component={Link} to={CARD_REQUEST_BOARD_PATH} size="sm">
        찾는 카드가 없나요?
      </Anchor>
    </Group>
  );
}
