import { siteDashboardCalls as calls } from '@carddogam/contract/calls/site-dashboard';
import type { CallRouter } from '../http/call-router';
import { admin } from '../policies/roles';
import { presentVisit } from '../presenters/visited-log-admin';
import { listVisits } from '../repositories/visited-log-admin';
import { loadDashboard } from '../services/site-dashboard';

/** The admin dashboard and the visitor log (/admin/dashboard, /admin/main/visited_log): 관리자 only. */
export function registerSiteDashboardRoutes(r: CallRouter): void {
  r.handle(calls.dashboard, admin, ({ period }, { services }) => loadDashboard(services, period));

  r.handle(calls.visitLog, admin, async (p, { services }) => {
    const result = await listVisits(services.db, {
      path: p.path,
      userId: p.user_id,
      ip: p.ip,
      from: p.from,
      to: p.to,
      page: p.page,
      size: p.size,
    });
    return { total: result.total, capped: result.capped, items: result.rows.map(presentVisit) };
  });
}
