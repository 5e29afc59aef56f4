import { TRANSLATE_MSG as M, translateAdminCalls as calls } from '@carddogam/contract/calls/translate-admin';
import type { CallRouter } from '../http/call-router';
import { cardEditor, staff } from '../policies/roles';
import { listEntries, listRarities } from '../repositories/translate-entries';
import { listTranslated } from '../repositories/translated-cards';
import * as dictionaries from '../services/translate-admin';
import { confirmChosen, deleteChosen } from '../services/translated-cards';

/**
 * The translation dictionaries (/admin/translate/*: staff read, card editors write) and the Korean data
 * by source (/admin/card/translated, card editors; decision 036).
 */
export function registerTranslateAdminRoutes(r: CallRouter): void {
  r.handle(calls.entryList, staff, async (p, { services }) => {
    const { total, rows } = await listEntries(services.db, p.kind, p, p);
    return {
      total,
      items: rows.map(({ id, en, kr, jp, source, writer, updated, fills }) => ({
        id,
        en,
        kr,
        jp,
        source,
        writer,
        updated,
        fills,
      })),
    };
  });
  r.handle(calls.entrySave, cardEditor, async (p, { services, user }) => ({
    id: await dictionaries.saveEntry(services, user!, p.kind, p),
    message: M.saved,
  }));
  r.handle(calls.entryDelete, cardEditor, async ({ id }, { services, user }) => {
    await dictionaries.deleteEntry(services, user!, id);
    return { message: M.deleted };
  });

  r.handle(calls.rarityList, staff, async (p, { services }) => {
    const { total, rows } = await listRarities(services.db, p.text, p);
    return { total, items: rows };
  });
  r.handle(calls.raritySave, cardEditor, async (p, { services, user }) => ({
    id: await dictionaries.saveRarity(services, user!, p),
    message: M.saved,
  }));
  r.handle(calls.rarityDelete, cardEditor, async ({ id }, { services, user }) => {
    await dictionaries.deleteRarity(services, user!, id);
    return { message: M.deleted };
  });

  r.handle(calls.seed, cardEditor, async (_p, { services, user }) => {
    const counts = await dictionaries.seedFromCatalogue(services, user!);
    return { ...counts, message: M.seeded(counts.entries, counts.rarities) };
  });
  r.handle(calls.apply, cardEditor, async (_p, { services, user }) => {
    const counts = await dictionaries.applyDictionaries(services, user!);
    return { ...counts, message: M.applied(counts.names, counts.rarities, counts.attacks) };
  });

  r.handle(calls.translatedList, cardEditor, async (p, { services }) => {
    const { total, rows } = await listTranslated(services.db, p, p);
    return { total, items: rows };
  });
  r.handle(calls.translatedConfirm, cardEditor, async (p, { services, user }) => {
    const count = await confirmChosen(services, user!, p);
    return { count, message: M.confirmed(count) };
  });
  r.handle(calls.translatedDelete, cardEditor, async (p, { services, user }) => {
    const count = await deleteChosen(services, user!, p);
    return { count, message: M.removed(count) };
  });
}
