import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** How a member links their player name: the steps, and the rule that a name belongs to one member. */
export function ClaimGuide() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="claim-guide-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="claim-guide-title">
          선수 이름 인증 방법
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            <Anchor component={Link} to="/official_league/player/list" size="sm">
              선수 목록
            </Anchor>
            에서 대회에 등록된 내 이름을 찾습니다.
          </List.Item>
          <List.Item>선수 페이지의 '내 이름으로 인증 요청' 버튼을 누릅니다.</List.Item>
          <List.Item>운영진이 확인하면 승인되고, 이 페이지에 내 대회 결과가 표시됩니다.</List.Item>
        </List>
        <Text size="xs" c="dimmed">
          선수 이름 하나는 한 회원에게만 연결할 수 있습니다.
        </Text>
      </Stack>
    </Paper>
  );
}
