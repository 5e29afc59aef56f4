import type { ReactNode } from 'react';
import { RequireLogin } from './RequireLogin';
import type { SessionUser } from '../../lib/session';
import { ForbiddenScreen } from '../../components/admin/ForbiddenScreen';

/** Admin screens: guests log in first, members who are not 관리자 get the 403 screen. */
export function RequireAdmin({ children }: { children: (user: SessionUser) => ReactNode }) {
  return (
    <RequireLogin>{(user) => (user.type === '관리자' ? children(user) : <ForbiddenScreen />)}</RequireLogin>
  );
}
