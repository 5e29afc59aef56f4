import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatThousands } from '../../lib/format';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { mypageHomeQuery } from './api/mypage-queries';
import { BanNotice } from './components/BanNotice';
import { MypageLayout } from './components/MypageLayout';
import { ProfileCard } from './components/ProfileCard';
import { QueryState } from '../../components/QueryState';
import { RecentPoints } from './components/RecentPoints';
import { StatTile } from './components/StatTile';

function MypageHome() {
  const home = useQuery(mypageHomeQuery);
  if (!home.data) return <QueryState error={home.error} onRetry={() => void home.refetch()} />;
  const { user, badge, unread_alarm_count, recent_points } = home.data;
  return (
    <Stack gap="md">
      {user.type === '밴 유저' && <BanNotice />}
      <ProfileCard user={user} badge={badge} />
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <StatTile label="보유 포인트" value={`${formatThousands(user.point)}P`} to="/mypage/point" />
        <StatTile label="읽지 않은 알림" value={`${unread_alarm_count}건`} to="/mypage/alarm" />
      </SimpleGrid>
      <RecentPoints items={recent_points} />
      <Anchor component={Link} to="/policy/pointguide" size="sm">
        포인트는 어떻게 모으나요? 포인트 적립 안내 보기
      </Anchor>
    </Stack>
  );
}

/** /mypage/home: the member's profile, badge, type, grade, balance and the ways to the other sections. */
export default function MypageHomePage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="마이페이지">
          <MypageHome />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}
