import { BoardAdminLayout } from './components/BoardAdminLayout';
import { DbRequestScreen } from './components/db-request/DbRequestScreen';

/** /admin/board/db_request: moderators set the status of 카드/DB 추가 요청 posts and reply to them. */
export default function DbRequestPage() {
  return (
    <BoardAdminLayout title="카드/DB 추가 요청" access="moderator">
      {() => <DbRequestScreen />}
    </BoardAdminLayout>
  );
}
