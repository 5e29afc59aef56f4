import { referenceCalls as calls } from '@carddogam/contract/calls/reference';
import type { CallRouter } from '../http/call-router';
import { anyone } from '../policies/roles';
import * as reference from '../repositories/reference';
import { answerFirstSet } from '../services/search-settings';

/**
 * §7.2 Reference lists. Some sit under /api/admin/ in the spec's paths, but they feed public screens (the
 * card search filters), so they are readable by anyone; they expose nothing private.
 */
export function registerReferenceRoutes(r: CallRouter): void {
  r.handle(calls.sets, anyone, ({ nation }, { services }) => reference.listSetNames(services.db, nation));
  r.handle(calls.setSpecific, anyone, ({ nation, set_name }, { services }) =>
    reference.findSetTotal(services.db, nation, set_name),
  );
  for (const [call, nation] of [
    [calls.setFindKr, 'kr'],
    [calls.setFindJp, 'jp'],
    [calls.setFindEn, 'en'],
  ] as const) {
    r.handle(call, anyone, ({ set_name }, { services }) =>
      reference.findSetTotal(services.db, nation, set_name),
    );
  }
  for (const [call, nation] of [
    [calls.seriesKr, 'kr'],
    [calls.seriesEn, 'en'],
    [calls.seriesJp, 'jp'],
  ] as const) {
    r.handle(call, anyone, (_params, { services }) => reference.listSeries(services.db, nation));
  }
  r.handle(calls.rarity, anyone, (_p, { services }) => reference.listRarities(services.db));
  r.handle(calls.preCardRarityList, anyone, (_p, { services }) => reference.listRarities(services.db));
  r.handle(calls.rarityMatch, anyone, ({ rarity_en }, { services }) =>
    reference.matchRarity(services.db, rarity_en),
  );
  r.handle(calls.names, anyone, (_p, { services }) => reference.listCardNames(services.db));
  r.handle(calls.supertypeList, anyone, (_p, { services }) => reference.listSupertypeItems(services.db));
  r.handle(calls.regulationMarks, anyone, (_p, { services }) => reference.listRegulationMarks(services.db));
  r.handle(calls.firstSet, anyone, (_p, { services }) => answerFirstSet(services.db));
}
