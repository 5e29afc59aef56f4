import { SiteAdminLayout } from '../site-admin';
import { AdsSettingScreen } from './components/AdsSettingScreen';

/** /admin/banner/ads: 관리자 switches each placement and its ad slot. */
export default function AdsSettingPage() {
  return (
    <SiteAdminLayout group="banner" title="광고 설정">
      {() => <AdsSettingScreen />}
    </SiteAdminLayout>
  );
}
