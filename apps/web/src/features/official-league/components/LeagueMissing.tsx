import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { MissingNotice } from '../../../components/MissingNotice';
import { LeagueFrame } from './LeagueFrame';

/** An event page whose event does not exist (a wrong or deleted id). */
export function LeagueMissing({ message = OFFICIAL_LEAGUE_MSG.leagueMissing }: { message?: string }) {
  return (
    <LeagueFrame title="공식대회">
      <MissingNotice message={message} backTo="/official_league/list" backLabel="공식대회 목록" bare />
    </LeagueFrame>
  );
}
