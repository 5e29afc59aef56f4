import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';
import { OFFICIAL_LEAGUE_MSG as M } from '../official-league/messages';
import { standingsText } from './official-league';

/** Players of official events, members' claims of their names, and members' result reports (decision 034). */

export const CLAIM_STATUSES = ['접수', '승인', '거절'] as const;
export const REPORT_STATUSES = ['접수', '승인', '거절'] as const;

const playerRef = z.object({ id: z.number(), name: z.string() });
const archetypeRef = z.object({ id: z.number(), name_kr: z.string() }).nullable();

/** One result of a player: the event and how they finished. */
export const playerResult = z.object({
  league: z.object({ id: z.number(), name: z.string(), type_name: z.string() }),
  event_date: z.string(),
  division: z.string(),
  placement: z.number(),
  archetype: archetypeRef,
  record: z.object({ wins: z.number(), losses: z.number(), ties: z.number() }),
});
export type PlayerResult = z.infer<typeof playerResult>;

export const playerItem = playerRef.extend({
  country_code: z.string(),
  event_count: z.number(),
  best_finish: z.number().nullable(),
  claimed: z.boolean(),
});

const claimItem = z.object({
  id: z.number(),
  player: playerRef,
  status: z.enum(CLAIM_STATUSES),
  created: z.string(),
  handled_at: z.string().nullable(),
});

const reportItem = z.object({
  id: z.number(),
  reporter: z.object({ user_id: z.string(), nickname: z.string() }),
  league: z.object({ id: z.number(), name: z.string(), event_date: z.string() }).nullable(),
  event_text: z.string(),
  standings_text: z.string(),
  status: z.enum(REPORT_STATUSES),
  reward_point: z.number().nullable(),
  review_memo: z.string().nullable(),
  created: z.string(),
});

const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(['전체', ...values] as [string, ...string[]]).default('접수');

export const officialPlayerCalls = {
  list: defineCall(
    '/api/official_league/player/list',
    z.object({ text: z.string().trim().max(60).default(''), ...paging }),
    z.object({ total: z.number(), items: z.array(playerItem) }),
  ),
  detail: defineCall(
    '/api/official_league/player/detail',
    z.object({ id }),
    playerItem.extend({
      results: z.array(playerResult),
      archetypes: z.array(
        z.object({ id: z.number().nullable(), name_kr: z.string().nullable(), count: z.number() }),
      ),
    }),
  ),

  claim: defineCall(
    '/api/mypage/official_league/claim',
    z.object({ player_id: id }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  /** The member's claims and, once a name is confirmed, that player's results. */
  mine: defineCall(
    '/api/mypage/official_league',
    noParams,
    z.object({ claims: z.array(claimItem), player: playerRef.nullable(), results: z.array(playerResult) }),
  ),
  claimList: defineCall(
    '/api/admin/league/player_claim/list',
    z.object({ status: statusFilter(CLAIM_STATUSES), ...paging }),
    z.object({
      total: z.number(),
      items: z.array(claimItem.extend({ member: z.object({ user_id: z.string(), nickname: z.string() }) })),
    }),
  ),
  claimApprove: defineCall(
    '/api/admin/league/player_claim/approve',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),
  claimRefuse: defineCall(
    '/api/admin/league/player_claim/refuse',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),

  /** A member's report of an event's results: checked like the standings paste, then kept apart. */
  reportInsert: defineCall(
    '/api/official_league/report/insert',
    z
      .object({
        league_id: id.optional(),
        event_text: z.string().trim().max(1000).default(''),
        standings_text: standingsText,
      })
      .refine((p) => p.league_id !== undefined || p.event_text !== '', M.reportEventRequired),
    z.object({ id: z.number(), message: z.string() }),
  ),
  reportList: defineCall(
    '/api/admin/provide/official_league/list',
    z.object({ status: statusFilter(REPORT_STATUSES), ...paging }),
    z.object({ total: z.number(), items: z.array(reportItem) }),
  ),
  /** Writes the reported standings into the event; league_id names it for a report of an unlisted event. */
  reportApprove: defineCall(
    '/api/admin/provide/official_league/approve',
    z.object({ id, league_id: id.optional(), memo: z.string().trim().max(500).optional() }),
    z.object({ count: z.number(), reward_point: z.number().nullable(), message: z.string() }),
  ),
  reportReject: defineCall(
    '/api/admin/provide/official_league/reject',
    z.object({ id, memo: z.string().trim().max(500).optional() }),
    z.object({ message: z.string() }),
  ),
};
