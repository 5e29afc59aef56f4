import type { FastifyInstance } from 'fastify';
import {
  pointmallCalls as calls,
  POINTMALL_IMAGE_UPLOAD_PATH,
  pointmallImageUploadResult,
} from '@carddogam/contract/calls/pointmall';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { registerImageUploads } from '../http/image-upload';
import { canCreateProduct } from '../policies/pointmall';
import { enforce } from '../policies/permissions';
import { admin, anyone, mallStaff, member } from '../policies/roles';
import { presentAdminProduct } from '../presenters/pointmall';
import { listProductsForStaff } from '../repositories/pointmall';
import type { Services } from '../services/container';
import { storeImage } from '../services/images';
import * as mall from '../services/pointmall';
import { registerAddressRoutes } from './addresses';
import { registerOrderRoutes } from './pointmall-orders';

/**
 * The point mall (decision 033): products, the guide and the picture upload here, orders and delivery
 * addresses in their own files. Writing products needs 관리자 or permission_pointmall, which the services
 * read from the member's row (the route policy only keeps guests and banned members out).
 */
export async function registerPointmallRoutes(
  r: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  r.handle(calls.list, anyone, (filter, { services, user }) => mall.listProducts(services.db, user, filter));
  r.handle(calls.read, anyone, ({ id }, { services, user }) => mall.readProduct(services.db, user, id));
  r.handle(calls.insert, member, (input, { services, user }) =>
    mall.createProduct(services.db, user!, input),
  );
  r.handle(calls.update, member, (input, { services, user }) => mall.editProduct(services, user!, input));
  r.handle(calls.setShow, member, ({ id, is_show }, { services, user }) =>
    mall.setProductShown(services, user!, id, is_show),
  );
  r.handle(calls.guide, anyone, (_p, { services }) => mall.readGuide(services.db));
  r.handle(calls.guideSave, admin, ({ content }, { services, user }) =>
    mall.saveGuide(services.db, user!, content),
  );
  r.handle(calls.adminList, mallStaff, async (filter, { services }) => {
    const list = await listProductsForStaff(services.db, filter);
    return { total: list.total, rows: list.rows.map(presentAdminProduct) };
  });

  registerOrderRoutes(r);
  registerAddressRoutes(r);

  await registerImageUploads(r, app, [
    {
      path: POINTMALL_IMAGE_UPLOAD_PATH,
      policy: member,
      missingMessage: MSG.imageFileMissing,
      store: async (bytes, req) => {
        const user = req.user!;
        enforce(canCreateProduct(user, (await mall.mallViewer(services.db, user)).permission));
        return pointmallImageUploadResult.parse({
          url: await storeImage(services.env.dataDir, 'pointmall', bytes),
        });
      },
    },
  ]);
}
