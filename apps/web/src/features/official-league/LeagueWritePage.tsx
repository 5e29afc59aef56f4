import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { canWriteLeagues } from '@carddogam/contract/official-league/roles';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { ForbiddenScreen } from '../../components/admin/ForbiddenScreen';
import { LeagueEditor } from './components/LeagueEditor';
import { LeagueFrame } from './components/LeagueFrame';

/** /official_league/write: 관리자 and members holding permission_official_league add an event. */
export default function LeagueWritePage() {
  return (
    <RequireLogin>
      {(user) =>
        canWriteLeagues(user) ? (
          <LeagueFrame title="대회 등록" backToList>
            <LeagueEditor league={null} />
          </LeagueFrame>
        ) : (
          <ForbiddenScreen message={OFFICIAL_LEAGUE_MSG.writeForbidden} />
        )
      }
    </RequireLogin>
  );
}
