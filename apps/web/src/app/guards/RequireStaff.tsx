import type { ReactNode } from 'react';
import { MSG } from '@carddogam/contract/messages';
import type { UserType } from '@carddogam/contract/constants';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { ForbiddenScreen } from '../../components/admin/ForbiddenScreen';
import type { SessionUser } from '../../lib/session';
import { RequireLogin } from './RequireLogin';

/** Staff screens (관리자, 운영진, 매니저, 일어알바): guests log in first, other members get the 403 screen. */
export function RequireStaff({ children }: { children: (user: SessionUser) => ReactNode }) {
  return (
    <RequireLogin>
      {(user) =>
        STAFF_TYPES.includes(user.type as UserType) ? (
          children(user)
        ) : (
          <ForbiddenScreen message={MSG.staffOnly} />
        )
      }
    </RequireLogin>
  );
}
