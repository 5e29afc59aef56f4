import { Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { POINT_RANGES } from '@carddogam/contract/constants';
import { pointGuideQuery } from './api/mypage-queries';
import { PointAmount } from './components/PointAmount';

/** §9 contribution points; the exact amount within a range is decided when staff accept the report. */
const CONTRIBUTIONS = [
  { label: '카드 이미지 등록', range: POINT_RANGES.image },
  { label: '카드 정보 입력/수정 제보', range: POINT_RANGES.info },
  { label: '정보 오류 제보', range: POINT_RANGES.bug },
];

function PointSettings() {
  const settings = useQuery(pointGuideQuery);
  if (!settings.data?.length) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        활동별 포인트
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label="활동별 포인트">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>메뉴</Table.Th>
              <Table.Th>활동</Table.Th>
              <Table.Th ta="right">포인트</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.data.map((setting) => (
              <Table.Tr key={setting.id}>
                <Table.Td>{setting.menu}</Table.Td>
                <Table.Td>{setting.activity}</Table.Td>
                <Table.Td ta="right">
                  <PointAmount amount={setting.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** /policy/pointguide: how points are earned (§9), with the current settings when there are any. */
export default function PointGuidePage() {
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          포인트 적립 안내
        </Title>
        <Text>
          카드도감의 카드 정보를 함께 채워주시면 포인트를 드립니다. 모은 포인트는 포인트몰에서 사용할 수
          있습니다.
        </Text>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="sm">
            기여 포인트
          </Title>
          <List spacing="xs">
            {CONTRIBUTIONS.map(({ label, range }) => (
              <List.Item key={label}>
                {label}: {range.min}~{range.max}P
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" mt="sm">
            제보 포인트는 운영진이 내용을 확인한 뒤 범위 안에서 지급합니다. 리뷰, 게시글, 출석체크 등 활동별
            포인트는 아래 표와 같으며, 작성한 글을 삭제하면 적립된 포인트가 회수됩니다.
          </Text>
        </Paper>
        <PointSettings />
      </Stack>
    </Container>
  );
}
