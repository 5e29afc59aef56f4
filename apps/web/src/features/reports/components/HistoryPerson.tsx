import { UserPopupMenu } from '../../user-menu';
import { personLabel } from '../lib/edit-history';

/** A provider or updater of the edit history: 'nickname(id)' opening the user menu; a member who left, the id. */
export function HistoryPerson({ nickname, userId }: { nickname: string | null; userId: string }) {
  if (!nickname) return personLabel(nickname, userId);
  return (
    <UserPopupMenu user={{ user_id: userId, nickname }} size="xs">
      {personLabel(nickname, userId)}
    </UserPopupMenu>
  );
}
