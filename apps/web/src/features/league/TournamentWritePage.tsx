import { LeagueFrame } from './components/LeagueFrame';
import { RequireLeagueStaff } from './components/RequireLeagueStaff';
import { TournamentEditor } from './components/TournamentEditor';

/** /league/tournament/write: league staff make a tournament. */
export default function TournamentWritePage() {
  return (
    <RequireLeagueStaff>
      {() => (
        <LeagueFrame section="대회" title="대회 만들기" backToList>
          <TournamentEditor tournament={null} />
        </LeagueFrame>
      )}
    </RequireLeagueStaff>
  );
}
