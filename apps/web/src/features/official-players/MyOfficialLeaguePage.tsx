import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { QueryState } from '../../components/QueryState';
import { MypageLayout } from '../mypage';
import { myOfficialLeagueQuery } from './api/player-queries';
import { ClaimGuide } from './components/ClaimGuide';
import { ClaimList } from './components/ClaimList';
import { PlayerResultsTable } from './components/PlayerResultsTable';
import { TitledSection } from '../../components/TitledSection';
import { playerHref } from './lib/player-format';

/**
 * /mypage/official_league (decision 034): the member's requests to link a player name, and once staff
 * confirmed one, that player's results; with how to make such a request.
 */
export default function MyOfficialLeaguePage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="나의 공식대회">
          <MyOfficialLeague />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}

function MyOfficialLeague() {
  const mine = useQuery(myOfficialLeagueQuery);
  if (!mine.data) return <QueryState error={mine.error} onRetry={() => void mine.refetch()} />;
  const { claims, player, results } = mine.data;
  return (
    <Stack gap="xl">
      {player && (
        <TitledSection
          id="my-results-title"
          title={
            <>
              <Anchor component={Link} to={playerHref(player.id)} inherit>
                {player.name}
              </Anchor>{' '}
              선수의 대회 결과
            </>
          }
        >
          <PlayerResultsTable results={results} />
        </TitledSection>
      )}
      <TitledSection id="my-claims-title" title="인증 요청 내역">
        <ClaimList claims={claims} />
      </TitledSection>
      <ClaimGuide />
    </Stack>
  );
}
