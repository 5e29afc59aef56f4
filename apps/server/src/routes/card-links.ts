import { cardLinkCalls as calls, CARD_LINK_MSG as M } from '@carddogam/contract/calls/card-links';
import type { FastifyInstance } from 'fastify';
import type { CallRouter } from '../http/call-router';
import type { Services } from '../services/container';
import { registerImageMatchRoutes } from './image-match';
import { admin, staff } from '../policies/roles';
import { listImportRuns, newSince } from '../repositories/import-runs';
import { listNewEnglishCards } from '../repositories/new-cards';
import { listProposals } from '../repositories/card-link-proposals';
import { findLinkProposals } from '../services/card-link-finder';
import { confirmLinkProposal, rejectLinkProposal } from '../services/card-link-confirm';

/**
 * New prints of the latest imports and the en↔jp link proposals (/admin/card/new_card_en, new_card_jp;
 * decision 036): staff read and reject, only a 관리자 confirms a link. The image matching of new prints
 * (routes/image-match.ts) comes with them.
 */
export async function registerCardLinkRoutes(
  r: CallRouter,
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await registerImageMatchRoutes(r, app, services);
  r.handle(calls.importRuns, staff, async (_p, { services }) =>
    (await listImportRuns(services.db)).map((run) => ({
      ...run,
      summary: (run.summary ?? {}) as Record<string, unknown>,
    })),
  );

  r.handle(calls.newCardEn, staff, async (p, { services }) => {
    const since = await newSince(services.db, p.runs);
    if (!since) return { total: 0, rows: [], since: null };
    const page = await listNewEnglishCards(services.db, {
      since,
      setId: p.set_id || undefined,
      lacking: p.lacking,
      sort: p.sort,
      desc: p.desc,
      page: p.page,
      size: p.size,
    });
    return { ...page, since: since.toISOString() };
  });

  r.handle(calls.proposals, staff, async (p, { services }) => {
    const since = p.only_new ? await newSince(services.db, p.runs) : null;
    if (p.only_new && !since) return { total: 0, rows: [], since: null };
    const { total, rows } = await listProposals(services.db, {
      status: p.status,
      since,
      page: p.page,
      size: p.size,
    });
    return {
      total,
      since: since?.toISOString() ?? null,
      rows: rows.map((row) => ({
        id: row.id,
        score: row.score,
        status: row.status,
        evidence: row.evidence,
        decided_by: row.decided_by,
        decided_at: row.decided_at,
        created: row.created,
        from: {
          id: row.from_id,
          name: row.from_name,
          name_local: row.from_name_local,
          set_name: row.from_set_name,
          number: row.from_number,
          image: row.from_image,
          image_url: row.from_image_url,
          image_nation: 'jp' as const,
        },
        to: {
          id: row.to_id,
          name: row.to_name,
          name_local: row.to_name_local,
          set_name: row.to_set_name,
          number: row.to_number,
          image: row.to_image,
          image_url: row.to_image_url,
          image_nation: 'en' as const,
        },
      })),
    };
  });

  r.handle(calls.findProposals, staff, async (_p, { services }) => {
    const made = await findLinkProposals(services.db);
    return { made, message: M.found(made) };
  });

  r.handle(calls.confirm, admin, async ({ id }, { services, user }) => {
    const { to } = await confirmLinkProposal(services, user!, id);
    return { card_id: to, message: M.confirmed };
  });

  r.handle(calls.reject, staff, async ({ id }, { services, user }) => {
    await rejectLinkProposal(services, user!, id);
    return { message: M.rejected };
  });
}
