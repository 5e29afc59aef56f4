import type { z } from 'zod';
import type { CallResult } from '@carddogam/contract/call';
import { DECK_RANK_TREND_TOP, type deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { formatDate } from '@carddogam/contract/dates';
import {
  consensusList,
  markTech,
  mergeShares,
  TECH_PLAY_RATE,
  TOP_CUT,
} from '@carddogam/contract/leagues/deck-shares';
import { monthsOf, resolvePeriod } from '@carddogam/contract/leagues/period';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import type { DbOrTx } from '../db/client';
import { notFound } from '../errors';
import * as repo from '../repositories/deck-ranks';
import {
  presentArchetype,
  presentConsensusCard,
  presentShareRow,
  round4,
  type ArchetypeName,
} from '../presenters/deck-rank';

/** Deck ranks and archetype pages of official events (decision 034). Read-only, open to anyone. */

type ListParams = z.output<(typeof deckRankCalls.list)['params']>;
type DetailParams = z.output<(typeof deckRankCalls.detail)['params']>;

const LIST_FORMULA = {
  share: '점유율 = 해당 덱 참가자 수 ÷ 조건에 맞는 전체 참가자 수',
  top8: `TOP ${TOP_CUT} = 해당 덱으로 ${TOP_CUT}위 이내에 든 참가자 수`,
  best: '최고 순위 = 해당 덱의 가장 높은 순위',
};

const DETAIL_FORMULA = {
  average: '평균 채용 매수 = 덱리스트 전체의 해당 카드 매수 합 ÷ 덱리스트 수 (없는 덱리스트는 0장)',
  play_rate: '채용률 = 해당 카드를 넣은 덱리스트 수 ÷ 덱리스트 수',
  tech: `테크 카드 = 채용률 ${TECH_PLAY_RATE * 100}% 미만인 카드`,
  price: `예상 가격 = Σ(평균 채용 매수 × 최근 ${repo.PRICE_DAYS}일 한국판 평균 거래가, 등급 카드 제외)`,
};

/** The filter with the default period filled in from today's Korean date. */
function filterOf(p: ListParams, today: string): repo.DeckRankFilter {
  return { ...resolvePeriod(today, p.from, p.to), division: p.division, typeId: p.type_id };
}

export async function deckRankList(
  db: DbOrTx,
  params: ListParams,
  today = formatDate(new Date()),
): Promise<CallResult<typeof deckRankCalls.list>> {
  const filter = filterOf(params, today);
  const { groups, events } = await repo.monthGroups(db, filter);
  const names = new Map<number | null, ArchetypeName>(groups.map((g) => [g.archetypeId, g]));
  const shares = mergeShares(groups);

  const months = monthsOf(filter.from, filter.to);
  const monthTotals = new Map<string, number>();
  for (const g of groups) monthTotals.set(g.month, (monthTotals.get(g.month) ?? 0) + g.players);
  const monthPlayers = new Map(groups.map((g) => [`${g.month}:${g.archetypeId}`, g.players]));
  const top = shares.filter((s) => s.archetypeId !== null).slice(0, DECK_RANK_TREND_TOP);
  const lines = top.map((s) => ({
    archetype: presentArchetype(s.archetypeId, names.get(s.archetypeId)),
    shares: months.map((m) => {
      const all = monthTotals.get(m) ?? 0;
      return all === 0 ? 0 : round4((monthPlayers.get(`${m}:${s.archetypeId}`) ?? 0) / all);
    }),
  }));

  return {
    period: { from: filter.from, to: filter.to },
    sample: { events, players: shares.reduce((n, s) => n + s.players, 0) },
    formula: LIST_FORMULA,
    rows: shares.map((s) => presentShareRow(s, names)),
    trend: { months, lines },
  };
}

export async function deckRankDetail(
  db: DbOrTx,
  params: DetailParams,
  today = formatDate(new Date()),
): Promise<CallResult<typeof deckRankCalls.detail>> {
  const archetype = await repo.findArchetype(db, params.id);
  if (!archetype) throw notFound(DECK_RANK_MSG.archetypeNotFound);
  const filter = filterOf(params, today);
  const lists = await repo.archetypeLists(db, archetype.id, filter);
  const cards = await repo.standingCards(
    db,
    lists.map((l) => l.standingId),
  );
  const byStanding = new Map<number, repo.StandingCardRow[]>(lists.map((l) => [l.standingId, []]));
  for (const c of cards) byStanding.get(c.standingId)?.push(c);
  const consensus = markTech(
    consensusList([...byStanding].map(([standingId, list]) => ({ standingId, cards: list }))),
  );

  const ids = consensus.map((c) => c.cardId);
  const [infos, prices] = await Promise.all([repo.cardInfos(db, ids), repo.recentPrices(db, ids, today)]);
  const info = new Map(infos.map((i) => [i.id, i]));
  const priced = consensus.filter((c) => prices.has(c.cardId));
  const unpriced = consensus.filter((c) => !prices.has(c.cardId));

  return {
    archetype: presentArchetype(archetype.id, archetype)!,
    period: { from: filter.from, to: filter.to },
    sample: { events: new Set(lists.map((l) => l.leagueId)).size, players: lists.length },
    lists: lists.map((l) => ({
      standing_id: l.standingId,
      league: { id: l.leagueId, name: l.leagueName, event_date: l.eventDate },
      player: { id: l.playerId, name: l.playerName },
      placement: l.placement,
    })),
    consensus: consensus.map((c) => presentConsensusCard(c, info.get(c.cardId))),
    price: {
      total: Math.round(priced.reduce((sum, c) => sum + c.average * prices.get(c.cardId)!, 0)),
      priced: priced.length,
      unpriced: unpriced.map((c) => {
        const i = info.get(c.cardId);
        return { id: c.cardId, name: i?.name ?? c.cardId, name_kr: i?.nameKr ?? null };
      }),
    },
    formula: DETAIL_FORMULA,
  };
}
