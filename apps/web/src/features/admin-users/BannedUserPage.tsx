import { AdminUserLayout } from './components/AdminUserLayout';
import { UserListScreen } from './components/UserListScreen';

/** /admin/user/banned: the 밴 유저 list, where bans are lifted. */
export default function BannedUserPage() {
  return (
    <AdminUserLayout title="밴 회원">
      {(admin) => <UserListScreen selfId={admin.user_id} fixedType="밴 유저" />}
    </AdminUserLayout>
  );
}
