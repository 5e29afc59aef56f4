import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { countriesQuery, playerDetailQuery } from './api/player-queries';
import { ArchetypesPlayed } from './components/ArchetypesPlayed';
import { ClaimedBadge } from './components/ClaimedBadge';
import { ClaimPanel } from './components/ClaimPanel';
import { PlayerFacts } from './components/PlayerFacts';
import { PlayerFrame } from './components/PlayerFrame';
import { PlayerMissing } from './components/PlayerMissing';
import { PlayerResultsTable } from './components/PlayerResultsTable';
import { TitledSection } from '../../components/TitledSection';
import { countryName, playerIdFrom } from './lib/player-format';

/**
 * /official_league/player/detail?id= (decision 034): a player's best finish and events, the decks they
 * played, every result, and for a member the request to link the name to their account.
 */
export default function PlayerDetailPage() {
  const [params] = useSearchParams();
  const id = playerIdFrom(params);
  return id === null ? (
    <PlayerMissing message={OFFICIAL_LEAGUE_MSG.playerMissing} />
  ) : (
    <PlayerDetail id={id} />
  );
}

function PlayerDetail({ id }: { id: number }) {
  const player = useQuery(playerDetailQuery(id));
  const countries = useQuery(countriesQuery);
  const p = player.data;

  if (!p) {
    if (player.error instanceof ApiError && player.error.status === 404) {
      return <PlayerMissing message={player.error.message} />;
    }
    return (
      <PlayerFrame title="선수">
        <QueryState error={player.error} onRetry={() => void player.refetch()} />
      </PlayerFrame>
    );
  }

  return (
    <PlayerFrame title={p.name} aside={p.claimed && <ClaimedBadge />}>
      <Stack gap="xl">
        <PlayerFacts
          bestFinish={p.best_finish}
          eventCount={p.event_count}
          country={countryName(p.country_code, countries.data)}
        />
        <ClaimPanel playerId={p.id} claimed={p.claimed} />
        <TitledSection id="archetypes-title" title="사용한 덱">
          <ArchetypesPlayed archetypes={p.archetypes} />
        </TitledSection>
        <TitledSection id="results-title" title="대회 결과">
          <PlayerResultsTable results={p.results} />
        </TitledSection>
      </Stack>
    </PlayerFrame>
  );
}
