import { SiteAdminLayout } from '../site-admin';
import { MainBannerScreen } from './components/MainBannerScreen';

/** /admin/banner/main: 관리자 manages the image banners of every placement. */
export default function MainBannerPage() {
  return (
    <SiteAdminLayout group="banner" title="메인 배너">
      {() => <MainBannerScreen />}
    </SiteAdminLayout>
  );
}
