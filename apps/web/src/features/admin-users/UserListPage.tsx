import { AdminUserLayout } from './components/AdminUserLayout';
import { UserListScreen } from './components/UserListScreen';

/** /admin/user/normal: every member, searchable, with type change and ban. */
export default function UserListPage() {
  return (
    <AdminUserLayout title="회원 목록">
      {(admin) => <UserListScreen selfId={admin.user_id} />}
    </AdminUserLayout>
  );
}
