import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { MissingNotice } from '../../../components/MissingNotice';
import { LeagueFrame } from './LeagueFrame';

/** A tournament page whose tournament does not exist (a wrong id). */
export function TournamentMissing({ message = LEAGUE_MSG.tournamentMissing }: { message?: string }) {
  return (
    <LeagueFrame section="대회" title="대회">
      <MissingNotice message={message} backTo="/league/tournament/list" backLabel="대회 목록" bare />
    </LeagueFrame>
  );
}
