import { SiteAdminLayout } from '../site-admin';
import { TradeNoticeScreen } from './components/TradeNoticeScreen';

/** /admin/trade/notice: 관리자 writes the notices of the trade pages. */
export default function TradeNoticePage() {
  return (
    <SiteAdminLayout group="trade" title="거래 공지">
      {() => <TradeNoticeScreen />}
    </SiteAdminLayout>
  );
}
