import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CATALOGUE_MSG as M,
  SET_IMAGE_KINDS,
  SET_IMAGE_UPLOAD_PATH,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { MSG } from '@carddogam/contract/messages';
import { id } from '@carddogam/contract/call';
import { badRequest } from '../errors';
import type { CallRouter } from '../http/call-router';
import { registerImageUploads } from '../http/image-upload';
import { canEditEdition, enforce } from '../policies/permissions';
import { staff } from '../policies/roles';
import { listSetSeries, listSets } from '../repositories/card-sets';
import type { Services } from '../services/container';
import { storeImage } from '../services/images';
import * as setWrites from '../services/card-sets';

/** /admin/card/set: sets of every edition for staff; 일어알바 write jp sets only (checked per set). */
export async function registerCardSetRoutes(
  r: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  r.handle(calls.setList, staff, async (p, { services }) => {
    const [list, series] = await Promise.all([
      listSets(services.db, p),
      listSetSeries(services.db, p.nation),
    ]);
    return { ...list, series };
  });
  r.handle(calls.setSave, staff, async (p, { services, user }) => {
    const saved = await setWrites.saveSet(services, user!, p);
    return { id: saved.id, cards_renamed: saved.cardsRenamed, message: M.saved };
  });
  r.handle(calls.setLink, staff, async ({ ids }, { services, user }) => ({
    edition_group: await setWrites.linkSets(services, user!, ids),
    message: M.linked,
  }));
  r.handle(calls.setUnlink, staff, async ({ id }, { services, user }) => {
    await setWrites.unlinkSet(services, user!, id);
    return { message: M.unlinked };
  });
  r.handle(calls.setImageClear, staff, async ({ id, kind }, { services, user }) => {
    await setWrites.changeSetImage(services, user!, id, kind, null);
    return { message: M.saved };
  });

  const uploadQuery = z.object({ id, kind: z.enum(SET_IMAGE_KINDS) });
  await registerImageUploads(r, app, [
    {
      path: SET_IMAGE_UPLOAD_PATH,
      policy: staff,
      missingMessage: MSG.imageFileMissing,
      store: async (bytes, req) => {
        const query = uploadQuery.safeParse(req.query);
        if (!query.success) throw badRequest(M.imageKindInvalid);
        const user = req.user!;
        // The edition rule before the file is kept, so a refused upload leaves nothing behind.
        enforce(canEditEdition(user, await setWrites.setNation(services.db, query.data.id)));
        const address = await storeImage(services.env.dataDir, 'card_set', bytes);
        await setWrites.changeSetImage(services, user, query.data.id, query.data.kind, address);
        return { address, message: M.imageSaved };
      },
    },
  ]);
}
