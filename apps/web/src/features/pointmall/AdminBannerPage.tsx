import { MainBannerScreen } from '../banner-admin';
import { PointmallAdminLayout } from './components/admin/PointmallAdminLayout';

/** /admin/pointmall/banner: the banners of the 'pointmall' placement, shown at the top of the mall. */
export default function AdminBannerPage() {
  return (
    <PointmallAdminLayout title="포인트몰 배너" access="admin">
      {() => <MainBannerScreen placement="pointmall" />}
    </PointmallAdminLayout>
  );
}
