import { MainBannerScreen } from '../banner-admin';
import { BoardAdminLayout } from './components/BoardAdminLayout';

/** /admin/board/ads: 관리자 manages the boards' banner placement ('community') and whether it shows. */
export default function BoardAdsPage() {
  return (
    <BoardAdminLayout title="게시판 광고" access="admin">
      {() => <MainBannerScreen placement="community" />}
    </BoardAdminLayout>
  );
}
