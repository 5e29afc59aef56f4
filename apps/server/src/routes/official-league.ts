import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { resolvePeriod } from '@carddogam/contract/leagues/period';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import type { CallRouter } from '../http/call-router';
import { admin, anyone, member } from '../policies/roles';
import { presentLeague, presentStanding } from '../presenters/official-league';
import { cardFacts } from '../repositories/decks';
import * as leagues from '../repositories/official-league';
import { listStandingCards, listStandings } from '../repositories/official-league-standings';
import { listArchetypes } from '../repositories/official-league-archetypes';
import * as admins from '../services/official-league-admin';
import {
  chooseStandingArchetype,
  deleteLeague,
  insertLeague,
  saveStandings,
  updateLeague,
} from '../services/official-league';
import { notFound } from '../errors';

/**
 * Official events and their standings (/official_league/*), the event types and the deck archetypes
 * (/admin/league/*; decision 034). Writing an event passes the member policy here; the service then asks
 * for 관리자 or permission_official_league, which only the member's row knows.
 */
export function registerOfficialLeagueRoutes(r: CallRouter): void {
  r.handle(calls.typeList, anyone, async (_p, { services }) =>
    (await leagues.listLeagueTypes(services.db)).map((t) => ({
      id: t.id,
      name: t.name,
      sort_order: t.sortOrder,
      is_show: t.isShow,
    })),
  );
  r.handle(calls.typeSave, admin, async (p, { services }) => ({
    id: await admins.saveLeagueType(services, p),
    message: M.saved,
  }));
  r.handle(calls.typeDelete, admin, async ({ id }, { services }) => {
    await admins.deleteLeagueType(services, id);
    return { message: M.deleted };
  });
  r.handle(calls.typeReorder, admin, async ({ ids }, { services }) => {
    await admins.reorderLeagueTypes(services, ids);
    return { message: M.saved };
  });

  r.handle(calls.archetypeList, anyone, async (_p, { services }) =>
    (await listArchetypes(services.db)).map((a) => ({
      id: a.id,
      name_kr: a.nameKr,
      name_en: a.nameEn,
      key_card_name: a.keyCardName,
      priority: a.priority,
    })),
  );
  r.handle(calls.archetypeSave, admin, async (p, { services }) => ({
    id: await admins.saveArchetype(services, p),
    message: M.saved,
  }));
  r.handle(calls.archetypeDelete, admin, async ({ id }, { services }) => {
    await admins.deleteArchetype(services, id);
    return { message: M.deleted };
  });

  r.handle(calls.list, anyone, async (p, { services }) => {
    const period = resolvePeriod(koreanToday(), p.date_from, p.date_to);
    const filter = { typeId: p.type_id, division: p.division, countryCode: p.country_code, text: p.text };
    const { total, rows } = await leagues.listLeagues(
      services.db,
      { ...filter, dateFrom: period.from, dateTo: period.to },
      p,
    );
    return { total, date_from: period.from, date_to: period.to, items: rows.map(presentLeague) };
  });

  r.handle(calls.read, anyone, async ({ id }, { services }) => {
    const league = await leagues.findLeagueItem(services.db, id);
    if (!league) throw notFound(M.leagueMissing, 'LEAGUE_NOT_FOUND');
    const standings = await listStandings(services.db, id);
    const cardRows = await listStandingCards(
      services.db,
      standings.map((s) => s.id),
    );
    const facts = await cardFacts(services.db, [...new Set(cardRows.map((c) => c.cardId))]);
    const cardsOf = new Map<number, DeckCardView[]>();
    for (const row of cardRows) {
      const fact = facts.get(row.cardId);
      if (!fact) continue;
      const list = cardsOf.get(row.standingId) ?? [];
      list.push({ ...fact, amount: row.amount });
      cardsOf.set(row.standingId, list);
    }
    return {
      ...presentLeague(league),
      standings: standings.map((s) => presentStanding(s, sortCards(cardsOf.get(s.id) ?? []))),
    };
  });

  r.handle(calls.view, anyone, async ({ id }, { services }) => {
    const viewCount = await leagues.increaseViewCount(services.db, id);
    if (viewCount === undefined) throw notFound(M.leagueMissing, 'LEAGUE_NOT_FOUND');
    return { view_count: viewCount };
  });

  r.handle(calls.insert, member, async (p, { services, user }) => {
    const { id, standingCount } = await insertLeague(services, user!, p);
    return {
      id,
      standing_count: standingCount,
      message: standingCount === null ? M.saved : M.standingsSaved,
    };
  });
  r.handle(calls.update, member, async ({ id, ...p }, { services, user }) => {
    const standingCount = await updateLeague(services, user!, id, p);
    return {
      id,
      standing_count: standingCount,
      message: standingCount === null ? M.saved : M.standingsSaved,
    };
  });
  r.handle(calls.delete, member, async ({ id }, { services, user }) => {
    await deleteLeague(services, user!, id);
    return { message: M.deleted };
  });
  r.handle(calls.standingSave, member, async ({ league_id, text }, { services, user }) => ({
    count: await saveStandings(services, user!, league_id, text),
    message: M.standingsSaved,
  }));
  r.handle(calls.standingArchetype, member, async ({ standing_id, archetype_id }, { services, user }) => {
    await chooseStandingArchetype(services, user!, standing_id, archetype_id);
    return { message: M.saved };
  });
}

const SUPERTYPE_ORDER = ['Pokémon', 'Trainer', 'Energy'];

/** The list as a decklist reads: Pokémon, Trainer, Energy, then by copies and name. */
function sortCards(cards: DeckCardView[]): DeckCardView[] {
  return cards.sort(
    (a, b) =>
      SUPERTYPE_ORDER.indexOf(a.supertype) - SUPERTYPE_ORDER.indexOf(b.supertype) ||
      b.amount - a.amount ||
      a.name_en.localeCompare(b.name_en),
  );
}
