import { BoardAdminLayout } from './components/BoardAdminLayout';
import { BoardAdsScreen } from './components/ads/BoardAdsScreen';

/** /admin/board/ads: 관리자 manages the boards' banner placement and whether it shows. */
export default function BoardAdsPage() {
  return (
    <BoardAdminLayout title="게시판 광고" access="admin">
      {() => <BoardAdsScreen />}
    </BoardAdminLayout>
  );
}
