import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, notFound } from '../errors';
import * as archetypes from '../repositories/official-league-archetypes';
import { refreshRankRollup } from '../repositories/deck-rank-rollup';
import * as leagues from '../repositories/official-league';
import { releaseArchetypeStandings, retagStandings } from '../repositories/official-league-standings';
import type { Services } from './container';
import { uniqueName } from './unique-name';

/** The staff-kept lists of official events: event types and deck archetypes (decision 034). */


export async function saveLeagueType(
  services: Services,
  p: { id?: number; name: string; is_show: boolean },
): Promise<number> {
  return uniqueName(async () => {
    if (p.id === undefined) return leagues.insertLeagueType(services.db, p.name, p.is_show);
    if (!(await leagues.updateLeagueType(services.db, p.id, p.name, p.is_show)))
      throw notFound(M.typeMissing, 'LEAGUE_TYPE_NOT_FOUND');
    return p.id;
  }, M.typeNameTaken);
}

/** A type events use stays: the events would lose their kind. */
export async function deleteLeagueType(services: Services, id: number): Promise<void> {
  if (await leagues.leagueTypeInUse(services.db, id)) throw conflict(M.typeInUse, 'IN_USE');
  if (!(await leagues.deleteLeagueType(services.db, id)))
    throw notFound(M.typeMissing, 'LEAGUE_TYPE_NOT_FOUND');
}

/** The given ids take the places 1, 2, …; the others follow in their old order. */
export async function reorderLeagueTypes(services: Services, ids: number[]): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const current = await leagues.listLeagueTypes(tx);
    const given = [...new Set(ids)].filter((id) => current.some((t) => t.id === id));
    const order = [...given, ...current.map((t) => t.id).filter((id) => !given.includes(id))];
    for (const [index, id] of order.entries()) await leagues.setLeagueTypeOrder(tx, id, index + 1);
  });
}

/**
 * Saves an archetype and tags again the standings it can change (those holding its old or new key card,
 * and those it tagged), then the deck-rank rollup of their days, in one transaction.
 */
export async function saveArchetype(
  services: Services,
  p: { id?: number; name_kr: string; name_en: string; key_card_name: string; priority: number },
): Promise<number> {
  // The key card tags lists by its English name, so it must be a name our English cards carry.
  const keyCardName = await archetypes.findEnglishCardName(services.db, p.key_card_name);
  if (keyCardName === undefined) throw badRequest(M.keyCardMissing(p.key_card_name), 'CARD_NOT_FOUND');
  const values = { nameKr: p.name_kr, nameEn: p.name_en, keyCardName, priority: p.priority };
  return uniqueName(
    () =>
      runInTransaction(services.db, async (tx) => {
        let id = p.id;
        const keyCardNames = [keyCardName];
        if (id === undefined) id = await archetypes.insertArchetype(tx, values);
        else {
          const old = await archetypes.updateArchetype(tx, id, values);
          if (old === undefined) throw notFound(M.archetypeMissing, 'ARCHETYPE_NOT_FOUND');
          keyCardNames.push(old.keyCardName);
        }
        const days = await retagStandings(tx, { archetypeIds: [id], keyCardNames });
        await refreshRankRollup(tx, days);
        return id;
      }),
    M.archetypeNameTaken,
  );
}

/** The archetype's standings, hand-tagged ones included, go back to the key-card tag of the others. */
export async function deleteArchetype(services: Services, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const standingIds = await releaseArchetypeStandings(tx, id);
    if (!(await archetypes.deleteArchetype(tx, id)))
      throw notFound(M.archetypeMissing, 'ARCHETYPE_NOT_FOUND');
    const days = await retagStandings(tx, { standingIds });
    await refreshRankRollup(tx, days);
  });
}
