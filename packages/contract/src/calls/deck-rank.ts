import { z } from 'zod';
import { defineCall, id } from '../call';
import { formatDate } from '../dates';
import { DECK_RANK_MSG } from '../messages';
import { periodDays } from '../leagues/period';
import { DIVISIONS } from './official-league';

/** Deck ranks of official events (/official_league/deck_rank/list, detail?id=; decision 034). */

/** A period longer than this is refused: nobody reads a decade of metagame, and it bounds the scan. */
export const DECK_RANK_MAX_DAYS = 3_660;
/** Archetypes drawn in the share-over-time chart; the rest are in the table only. */
export const DECK_RANK_TREND_TOP = 5;

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is refused, not rolled over). */
const day = z
  .string({ error: DECK_RANK_MSG.dateInvalid })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && formatDate(v) === v, DECK_RANK_MSG.dateInvalid);

const filterShape = {
  /** Both default to the last 3 months up to today in Korean time. */
  from: day.optional(),
  to: day.optional(),
  division: z.enum(DIVISIONS, { error: DECK_RANK_MSG.divisionInvalid }).optional(),
  type_id: id.optional(),
};

/** A period given on both ends must run forwards and not exceed DECK_RANK_MAX_DAYS. */
function checkPeriod(p: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!p.from || !p.to) return;
  if (p.from > p.to) ctx.addIssue({ code: 'custom', path: ['from'], message: DECK_RANK_MSG.periodReversed });
  else if (periodDays(p.from, p.to) > DECK_RANK_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: DECK_RANK_MSG.periodTooLong });
  }
}

export const deckRankFilter = z.object(filterShape).superRefine(checkPeriod);

export const archetypeRef = z.object({ id: z.number(), name_kr: z.string(), name_en: z.string() });

/** How many events and standings the figures rest on, shown beside every figure. */
export const deckRankSample = z.object({ events: z.number(), players: z.number() });

export const deckRankRow = z.object({
  /** null: standings without an archetype (기타). */
  archetype: archetypeRef.nullable(),
  players: z.number(),
  /** players ÷ sample.players, 0–1. */
  share: z.number(),
  top8: z.number(),
  best: z.number(),
});
export type DeckRankRow = z.infer<typeof deckRankRow>;

export const deckRankTrend = z.object({
  months: z.array(z.string()),
  /** One line per top archetype: its share of each month's players (0 for a month without standings). */
  lines: z.array(z.object({ archetype: archetypeRef.nullable(), shares: z.array(z.number()) })),
});

export const consensusCard = z.object({
  card: z.object({
    id: z.string(),
    name: z.string(),
    name_kr: z.string().nullable(),
    /** Each edition's image as the card records hold it (a file name or an address). */
    image_kr: z.string().nullable(),
    image_en: z.string().nullable(),
    image_jp: z.string().nullable(),
  }),
  average: z.number(),
  play_rate: z.number(),
  max_amount: z.number(),
  tech: z.boolean(),
});
export type ConsensusCardItem = z.infer<typeof consensusCard>;

const period = z.object({ from: z.string(), to: z.string() });

export const deckRankCalls = {
  list: defineCall(
    '/api/official_league/deck_rank/list',
    deckRankFilter,
    z.object({
      period,
      sample: deckRankSample,
      formula: z.object({ share: z.string(), top8: z.string(), best: z.string() }),
      rows: z.array(deckRankRow),
      trend: deckRankTrend,
    }),
  ),
  detail: defineCall(
    '/api/official_league/deck_rank/detail',
    z.object({ id, ...filterShape }).superRefine(checkPeriod),
    z.object({
      archetype: archetypeRef,
      period,
      sample: deckRankSample,
      lists: z.array(
        z.object({
          standing_id: z.number(),
          league: z.object({ id: z.number(), name: z.string(), event_date: z.string() }),
          player: z.object({ id: z.number(), name: z.string() }),
          placement: z.number(),
        }),
      ),
      consensus: z.array(consensusCard),
      price: z.object({
        /** Σ average × the card's recent average price (KRW, to the won), over the priced cards. */
        total: z.number(),
        priced: z.number(),
        /** Consensus cards without a recent price, left out of the total. */
        unpriced: z.array(z.object({ id: z.string(), name: z.string(), name_kr: z.string().nullable() })),
      }),
      formula: z.object({ average: z.string(), play_rate: z.string(), tech: z.string(), price: z.string() }),
    }),
  ),
};
