import type { FastifyInstance } from 'fastify';
import { cardCatalogueCalls as calls } from '@carddogam/contract/calls/card-admin-catalogue';
import type { CallRouter } from '../http/call-router';
import { staff } from '../policies/roles';
import { listCatalogue } from '../repositories/card-catalogue';
import type { Services } from '../services/container';
import { registerCardDeleteRoutes } from './card-delete';
import { registerCardSetRoutes } from './card-sets';
import { registerReviewAdminRoutes } from './review-admin';

/**
 * The catalogue screens of the card back office (decision 036): /admin/card/card_en here, and the set,
 * delete and review screens from their own files.
 */
export async function registerCardCatalogueRoutes(
  r: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  r.handle(calls.catalogue, staff, async (p, { services }) => listCatalogue(services.db, p));
  registerCardDeleteRoutes(r);
  registerReviewAdminRoutes(r);
  await registerCardSetRoutes(r, app, services);
}
