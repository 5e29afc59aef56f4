import { BoardAdminLayout } from './components/BoardAdminLayout';
import { BlindedPostScreen } from './components/posts/BlindedPostScreen';

/** /admin/board/blinded_post: posts blinded by reports or by a moderator, with their reports. */
export default function BlindedPostPage() {
  return (
    <BoardAdminLayout title="블라인드 게시글" access="moderator">
      {() => <BlindedPostScreen />}
    </BoardAdminLayout>
  );
}
