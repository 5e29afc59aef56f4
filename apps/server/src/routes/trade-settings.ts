import { tradeSettingsCalls as calls } from '@carddogam/contract/calls/trade-settings';
import type { CallRouter } from '../http/call-router';
import { admin, anyone } from '../policies/roles';
import { loadTradeSettings, saveTradeSettings, tradeSettingsForAdmin } from '../services/trade-settings';

/** /admin/trade/etc (관리자) and the post limits the trade post form reads. */
export function registerTradeSettingRoutes(r: CallRouter): void {
  r.handle(calls.limits, anyone, async (_p, { services }) => {
    const { max_images, max_lines } = await loadTradeSettings(services.db);
    return { max_images, max_lines };
  });
  r.handle(calls.get, admin, (_p, { services }) => tradeSettingsForAdmin(services.db));
  r.handle(calls.save, admin, (input, { services, user }) => saveTradeSettings(services, user!, input));
}
