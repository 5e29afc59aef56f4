import type { AdminUser } from '../api/admin-user-queries';
import { UserActionModal } from './UserActionModal';

/** The ban confirmation (reason and period, written to the ban log) for screens outside this feature. */
export function BanUserDialog({
  user,
  onClose,
}: {
  user: Pick<AdminUser, 'user_id' | 'nickname' | 'type'>;
  onClose: () => void;
}) {
  return <UserActionModal action="ban" user={user} onClose={onClose} />;
}
