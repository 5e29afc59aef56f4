import { AdminUserLayout } from './components/AdminUserLayout';
import { BanLogScreen } from './components/BanLogScreen';

/** /admin/user/ban_log: every type change, ban and unban with its reason. */
export default function BanLogPage() {
  return <AdminUserLayout title="밴 기록">{() => <BanLogScreen />}</AdminUserLayout>;
}
