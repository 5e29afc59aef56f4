import { BoardAdminLayout } from './components/BoardAdminLayout';
import { PostAdminScreen } from './components/posts/PostAdminScreen';

/** /admin/board/post: moderators search every board's posts and move, delete, blind or unblind them. */
export default function PostAdminPage() {
  return (
    <BoardAdminLayout title="게시글 관리" access="moderator">
      {() => <PostAdminScreen />}
    </BoardAdminLayout>
  );
}
