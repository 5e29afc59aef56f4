import { addressCalls as calls } from '@carddogam/contract/calls/address';
import type { CallRouter } from '../http/call-router';
import { loggedIn } from '../policies/roles';
import { presentAddress } from '../presenters/pointmall';
import { listAddresses } from '../repositories/addresses';
import { addAddress, editAddress, removeAddress, setDefaultAddress } from '../services/addresses';

/** The member's own delivery addresses (/mypage/address): every call reads and writes only the caller's. */
export function registerAddressRoutes(r: CallRouter): void {
  r.handle(calls.list, loggedIn, async (_p, { services, user }) => ({
    rows: (await listAddresses(services.db, user!.userId)).map(presentAddress),
  }));
  r.handle(calls.insert, loggedIn, (input, { services, user }) =>
    addAddress(services.db, user!.userId, input),
  );
  r.handle(calls.update, loggedIn, (input, { services, user }) =>
    editAddress(services.db, user!.userId, input),
  );
  r.handle(calls.remove, loggedIn, ({ id }, { services, user }) =>
    removeAddress(services.db, user!.userId, id),
  );
  r.handle(calls.setDefault, loggedIn, ({ id }, { services, user }) =>
    setDefaultAddress(services.db, user!.userId, id),
  );
}
