import { BoardAdminLayout } from './components/BoardAdminLayout';
import { CommentAdminScreen } from './components/comments/CommentAdminScreen';

/** /admin/board/comment: moderators search comments and delete, blind or unblind them. */
export default function CommentAdminPage() {
  return (
    <BoardAdminLayout title="댓글 관리" access="moderator">
      {() => <CommentAdminScreen />}
    </BoardAdminLayout>
  );
}
