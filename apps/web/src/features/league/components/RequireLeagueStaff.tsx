import type { ReactNode } from 'react';
import { MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../../app/guards/RequireLogin';
import { ForbiddenScreen } from '../../../components/admin/ForbiddenScreen';
import type { SessionUser } from '../../../lib/session';
import { isLeagueStaff } from '../lib/league-staff';

/** The tournament form's pages: guests log in first, members who are not league staff get the 403 screen. */
export function RequireLeagueStaff({ children }: { children: (user: SessionUser) => ReactNode }) {
  return (
    <RequireLogin>
      {(user) => (isLeagueStaff(user) ? children(user) : <ForbiddenScreen message={MSG.staffOnly} />)}
    </RequireLogin>
  );
}
