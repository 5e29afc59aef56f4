import { Anchor, Button, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { TitledSection } from '../../components/TitledSection';
import { loginPath } from '../../lib/next-path';
import { useSession, type SessionUser } from '../../lib/session';
import { leagueMeQuery } from './api/league-queries';
import { ApplicationPanel } from './components/ApplicationPanel';
import { LeagueFrame } from './components/LeagueFrame';
import { TournamentTable } from './components/TournamentTable';

/**
 * /league: what the online league is, the member's player application (or the form to apply) and their
 * tournaments, and the ways into the league's other pages.
 */
export default function LeagueHomePage() {
  const { user } = useSession();
  return (
    <LeagueFrame section="리그 홈" title="온라인 리그">
      <LeagueIntro />
      <LeagueLinks user={user} />
      {user ? (
        <MemberLeague />
      ) : (
        <TitledSection id="league-apply-title" title="플레이어 등록">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">로그인한 회원은 PTCGL 플레이어 정보로 리그 참가를 신청할 수 있습니다.</Text>
            <Button component={Link} to={loginPath('/league')} variant="default">
              로그인
            </Button>
          </Stack>
        </TitledSection>
      )}
    </LeagueFrame>
  );
}

function LeagueIntro() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text>
          포켓몬 카드 게임 라이브(PTCGL)로 치르는 카드도감 회원 리그입니다. 스위스 라운드 뒤 상위 입상자가
          토너먼트로 우승을 가립니다.
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>PTCGL 이름과 플레이어 ID로 참가 신청 → 운영진 승인</List.Item>
          <List.Item>대회마다 덱 리스트(PTCGL 내보내기, 60장)를 붙여넣어 참가</List.Item>
          <List.Item>대전이 끝나면 두 플레이어가 각자 결과를 보고 → 일치하면 확정</List.Item>
          <List.Item>승 3점 · 무 1점 · 패 0점, 동점은 상대 승률(OWP) · 상대의 상대 승률(OOWP) 순</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}

function LeagueLinks({ user }: { user: SessionUser | null }) {
  const links = [
    { label: '대회 목록', to: '/league/tournament/list' },
    { label: '덱 통계', to: '/league/deck/list' },
    { label: '선수 순위', to: '/league/player/list' },
    ...(user ? [{ label: '내 전적', to: `/record?user_id=${encodeURIComponent(user.user_id)}` }] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="nav" aria-label="리그 바로가기">
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant="light">
          {link.label}
        </Button>
      ))}
    </SimpleGrid>
  );
}

function MemberLeague() {
  const me = useQuery(leagueMeQuery);
  if (!me.data) return <QueryState error={me.error} onRetry={() => void me.refetch()} />;
  const { application, tournaments } = me.data;
  return (
    <>
      <TitledSection id="league-apply-title" title="플레이어 등록">
        <ApplicationPanel application={application} />
      </TitledSection>
      <TitledSection id="league-mine-title" title="내 대회">
        {tournaments.length === 0 ? (
          <Text size="sm" c="dimmed">
            참가한 대회가 없습니다.{' '}
            <Anchor component={Link} to="/league/tournament/list?status=접수">
              접수 중인 대회 보기
            </Anchor>
          </Text>
        ) : (
          <TournamentTable items={tournaments} label="내 대회" />
        )}
      </TitledSection>
    </>
  );
}
