import { SiteAdminLayout } from '../site-admin';
import { TradeSettingsScreen } from './components/TradeSettingsForm';

/** /admin/trade/etc: 관리자 sets the trade area's remaining options. */
export default function TradeEtcPage() {
  return (
    <SiteAdminLayout group="trade" title="거래 기타 설정">
      {() => <TradeSettingsScreen />}
    </SiteAdminLayout>
  );
}
