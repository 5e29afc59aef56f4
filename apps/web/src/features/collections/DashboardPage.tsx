import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { formatThousands } from '../../lib/format';
import type { SessionUser } from '../../lib/session';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { dashboardQuery } from './api/collection-queries';
import { CollectionLayout } from './components/CollectionLayout';
import { EditionSwitch } from './components/EditionSwitch';
import { SetProgressList } from './components/SetProgressList';
import { StatTile } from './components/StatTile';
import { useEditionParam } from './hooks/use-edition-param';
import { collectionListPath } from './lib/owner-param';

function Dashboard({ user }: { user: SessionUser }) {
  const [nation, setNation] = useEditionParam();
  const query = useQuery(dashboardQuery(nation));
  const data = query.data;

  return (
    <CollectionLayout
      title="콜렉션북"
      description={`${user.nickname}님의 ${NATION_LABEL[nation]} 수집 현황`}
      actions={<EditionSwitch value={nation} onChange={setNation} />}
    >
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      {!data && !query.error && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {data && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <StatTile label="보유 카드" value={`${formatThousands(data.distinct_cards)}종`} />
            <StatTile label="총 수량" value={`${formatThousands(data.total_amount)}장`} />
            <StatTile label="수집 중인 제품" value={`${formatThousands(data.sets.length)}개`} />
          </SimpleGrid>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              제품별 완성도
            </Title>
            {data.sets.length === 0 ? (
              <Stack align="center" gap="sm" py="xl">
                <Text c="dimmed">아직 {NATION_LABEL[nation]} 카드를 수집하지 않았습니다.</Text>
                <Button component={Link} to="/collection/collect">
                  카드 수집하러 가기
                </Button>
              </Stack>
            ) : (
              <SetProgressList nation={nation} sets={data.sets} />
            )}
          </Stack>
          <Button variant="light" component={Link} to={collectionListPath(user.nickname)}>
            내 콜렉션북 보기
          </Button>
        </Stack>
      )}
    </CollectionLayout>
  );
}

/** /collection/dashboard: the member's totals and per-set completion for an edition. */
export default function DashboardPage() {
  return <RequireLogin>{(user) => <Dashboard user={user} />}</RequireLogin>;
}
