import { useQuery } from '@tanstack/react-query';
import type { LeagueItem } from '@carddogam/contract/calls/official-league';
import { QueryState } from '../../../components/QueryState';
import { countriesQuery, leagueTypesQuery } from '../api/league-queries';
import { useSaveLeagueWithStandings } from '../hooks/use-save-league';
import { LeagueForm } from './LeagueForm';

/** The form of the write and update pages once the type and country lists it offers have arrived. */
export function LeagueEditor({ league }: { league: LeagueItem | null }) {
  const types = useQuery(leagueTypesQuery);
  const countries = useQuery(countriesQuery);
  const save = useSaveLeagueWithStandings(league?.id ?? null);
  if (!types.data || !countries.data) {
    const failed = types.error ?? countries.error;
    return (
      <QueryState
        error={failed}
        onRetry={() => {
          void types.refetch();
          void countries.refetch();
        }}
      />
    );
  }
  return (
    <LeagueForm
      league={league}
      types={types.data}
      countries={countries.data}
      pending={save.pending}
      error={save.error}
      standingsError={save.standingsError}
      onSubmit={save.submit}
    />
  );
}
