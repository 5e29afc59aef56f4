import { orderCalls as calls } from '@carddogam/contract/calls/pointmall-orders';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { loggedIn, mallStaff, member } from '../policies/roles';
import { presentOrder } from '../presenters/pointmall';
import * as orders from '../repositories/pointmall-orders';
import { cancelOrder, placeOrder, readOrder, setOrdersStatus, shipOrder } from '../services/pointmall-orders';

/** Point-mall orders: the member's own (a banned member reads and cancels but cannot order), and staff's. */
export function registerOrderRoutes(r: CallRouter): void {
  r.handle(calls.insert, member, async (input, { services, user }) => ({
    ...(await placeOrder(services.db, user!, input)),
    message: POINTMALL_MSG.ordered,
  }));
  r.handle(calls.myList, loggedIn, async (paging, { services, user }) => {
    const list = await orders.listMemberOrders(services.db, user!.userId, paging);
    return { total: list.total, rows: list.rows.map(presentOrder) };
  });
  r.handle(calls.read, loggedIn, ({ id }, { services, user }) => readOrder(services.db, user!, id));
  r.handle(calls.cancel, loggedIn, ({ id }, { services, user }) => cancelOrder(services.db, user!, id));

  r.handle(calls.adminList, mallStaff, async (filter, { services }) => {
    const [list, counts] = await Promise.all([
      orders.listOrdersForStaff(services.db, filter),
      orders.countOrdersByStatus(services.db),
    ]);
    return { total: list.total, rows: list.rows.map(presentOrder), counts };
  });
  r.handle(calls.setStatus, mallStaff, ({ ids, status }, { services }) =>
    setOrdersStatus(services.db, ids, status),
  );
  r.handle(calls.ship, mallStaff, ({ id, courier, tracking_number }, { services }) =>
    shipOrder(services.db, id, { courier, trackingNumber: tracking_number }),
  );
}
