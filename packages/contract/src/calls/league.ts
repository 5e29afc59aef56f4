import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';
import { LEAGUE_MSG as M } from '../league/messages';
import { deckCardView } from './decks';
import { isoDate, LEAGUE_FORMATS } from './official-league';

/**
 * The online league (decision 035): members register their Pokémon TCG Live (PTCGL) player name and ID,
 * staff approve them, and approved players enter Swiss tournaments with a decklist. Results are reported
 * by both players; standings follow Play! Pokémon (match points 3/1/0, then opponents' win %, opponents'
 * opponents' win %, head-to-head). Times are ISO 8601 with an offset on the way in; answers give Korean
 * wall time 'YYYY-MM-DD HH:mm' like every other call.
 */

export const APPLY_STATUSES = ['접수', '승인', '거절'] as const;
/** registration → swiss → top_cut (when the tournament has one) → finished; cancelled before it starts. */
export const TOURNAMENT_STATUSES = ['registration', 'swiss', 'top_cut', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const TOURNAMENT_STATUS_LABEL: Record<TournamentStatus, string> = {
  registration: '참가 접수',
  swiss: '스위스 라운드',
  top_cut: '토너먼트',
  finished: '종료',
  cancelled: '취소',
};
/** Top cut sizes: none, or the best 2, 4 or 8 of the Swiss rounds in a single-elimination bracket. */
export const TOP_CUT_SIZES = [0, 2, 4, 8] as const;
/** A player's report from their own side. */
export const MATCH_OUTCOMES = ['win', 'loss', 'tie'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];
/** A match's final result: player 1 won, player 2 won, a tie, or a bye (player 1 alone). */
export const MATCH_RESULTS = ['p1', 'p2', 'tie', 'bye'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];
export const MATCH_STAGES = ['swiss', 'top_cut'] as const;

/** PTCGL shows a player ID made of letters, digits, '_' and '-'. */
export const ptcglUid = z
  .string({ error: M.uidInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,32}$/, M.uidInvalid);
const dateTime = z.iso.datetime({ offset: true, error: M.dateTimeInvalid });
const regulationMarks = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[A-Z]$/),
  )
  .max(26)
  .default([]);
/** The PTCGL export (decision 015's format); checked for 60 cards and the tournament's regulation marks. */
export const tournamentDeckText = z
  .string({ error: M.deckRequired })
  .trim()
  .min(1, M.deckRequired)
  .max(10_000);

const topCut = z.coerce
  .number()
  .int()
  .refine((n) => (TOP_CUT_SIZES as readonly number[]).includes(n), M.topCutInvalid)
  .default(8);

const member = z.object({ user_id: z.string(), nickname: z.string() });
const archetypeRef = z.object({ id: z.number(), name_kr: z.string() }).nullable();
const record = z.object({ wins: z.number(), losses: z.number(), ties: z.number() });
export type WinLossTie = z.infer<typeof record>;

export const application = z.object({
  id: z.number(),
  ptcgl_name: z.string(),
  ptcgl_uid: z.string(),
  status: z.enum(APPLY_STATUSES),
  memo: z.string().nullable(),
  created: z.string(),
  handled_at: z.string().nullable(),
});

export const tournamentFields = z
  .object({
    name: z.string({ error: M.tournamentNameRequired }).trim().min(1, M.tournamentNameRequired).max(100),
    format: z.enum(LEAGUE_FORMATS).default('standard'),
    regulation_marks: regulationMarks,
    starts_at: dateTime,
    registration_opens_at: dateTime,
    max_players: z.coerce.number().int().min(4).max(512).default(64),
    /** Minutes of a round's timer (Play! Pokémon: 50 for best-of-three, 25 for best-of-one). */
    round_minutes: z.coerce.number().int().min(10).max(120).default(50),
    top_cut: topCut,
  })
  .refine((t) => Date.parse(t.registration_opens_at) < Date.parse(t.starts_at), {
    message: M.registrationWindowInvalid,
    path: ['registration_opens_at'],
  });

export const tournamentItem = z.object({
  id: z.number(),
  name: z.string(),
  format: z.string(),
  regulation_marks: z.array(z.string()),
  starts_at: z.string(),
  registration_opens_at: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  player_count: z.number(),
  max_players: z.number(),
  round_minutes: z.number(),
  top_cut: z.number(),
  /** Decided at the start from the player count (Play! Pokémon table); null before. */
  swiss_rounds: z.number().nullable(),
  current_round: z.number(),
  /** From an automatic rule of /admin/league/auto, or made by staff. */
  auto: z.boolean(),
  winner: z.object({ entry_id: z.number(), ptcgl_name: z.string() }).nullable(),
});
export type TournamentItem = z.infer<typeof tournamentItem>;

export const entryView = z.object({
  id: z.number(),
  member,
  ptcgl_name: z.string(),
  archetype: archetypeRef,
  /** The round after which the player dropped; null while in. */
  dropped_after_round: z.number().nullable(),
  /** Final placement once the tournament finished. */
  placement: z.number().nullable(),
  /** The decklist as cards once decklists are public (the tournament finished); null before. */
  cards: z.array(deckCardView).nullable(),
});

export const matchView = z.object({
  id: z.number(),
  round: z.number(),
  stage: z.enum(MATCH_STAGES),
  table_no: z.number(),
  player1: z.object({ entry_id: z.number(), ptcgl_name: z.string() }),
  /** null for a bye. */
  player2: z.object({ entry_id: z.number(), ptcgl_name: z.string() }).nullable(),
  result: z.enum(MATCH_RESULTS).nullable(),
  /** Each side's report, shown to the two players and staff only (null for others). */
  report1: z.enum(MATCH_OUTCOMES).nullable(),
  report2: z.enum(MATCH_OUTCOMES).nullable(),
  /** The two reports disagree: staff decide. */
  disputed: z.boolean(),
});
export type MatchView = z.infer<typeof matchView>;

/** One row of the standings with its tiebreakers as fractions (0.25–1), rounded for display by the page. */
export const standingRow = z.object({
  rank: z.number(),
  entry_id: z.number(),
  ptcgl_name: z.string(),
  member,
  archetype: archetypeRef,
  match_points: z.number(),
  record,
  /** Opponents' win %: each opponent's win rate floored at 25 %, byes left out. */
  owp: z.number(),
  /** Opponents' opponents' win %. */
  oowp: z.number(),
  dropped: z.boolean(),
});
export type StandingRow = z.infer<typeof standingRow>;

export const tournamentDetail = tournamentItem.extend({
  entries: z.array(entryView),
  matches: z.array(matchView),
  standings: z.array(standingRow),
  /** The current round's start (Korean wall time to the second, 'YYYY-MM-DD HH:mm:ss') for its timer. */
  round_started_at: z.string().nullable(),
  /** The server's clock to the second, so the timer does not follow a wrong clock on the phone. */
  server_now: z.string(),
  /** The reader's own entry, with their decklist; null for guests and members not entered. */
  mine: z
    .object({ entry_id: z.number(), deck_text: z.string(), dropped_after_round: z.number().nullable() })
    .nullable(),
  /** Decklists are public once the tournament is finished (before that only the archetypes). */
  decklists_public: z.boolean(),
});
export type TournamentDetail = z.infer<typeof tournamentDetail>;

export const autoRule = z.object({
  id: z.number(),
  name: z.string(),
  /** 0 = Sunday … 6 = Saturday, in Korea. */
  weekday: z.number(),
  /** 'HH:MM' Korean time. */
  start_time: z.string(),
  format: z.string(),
  regulation_marks: z.array(z.string()),
  max_players: z.number(),
  round_minutes: z.number(),
  top_cut: z.number(),
  /** How long before the start registration opens. */
  registration_hours: z.number(),
  enabled: z.boolean(),
  /** The next tournament this rule will create (Korean wall time), null when disabled. */
  next_start: z.string().nullable(),
});

export const archetypeShare = z.object({
  archetype: archetypeRef,
  entries: z.number(),
  /** entries ÷ all entries of the period. */
  share: z.number(),
  matches: z.number(),
  record,
  /** (wins + ties/2) ÷ matches, byes and mirror matches left out; null without matches. */
  win_rate: z.number().nullable(),
});

export const recordMatch = z.object({
  id: z.number(),
  played_at: z.string(),
  source: z.enum(['league', 'casual']),
  tournament: z.object({ id: z.number(), name: z.string(), round: z.number() }).nullable(),
  my_deck: z.string(),
  my_archetype_id: z.number().nullable(),
  opponent_deck: z.string(),
  opponent_archetype_id: z.number().nullable(),
  opponent_name: z.string(),
  went_first: z.boolean().nullable(),
  result: z.enum(MATCH_OUTCOMES),
  memo: z.string(),
});

const breakdown = z.array(
  z.object({ key: z.string(), label: z.string(), record, win_rate: z.number().nullable() }),
);

export const recordSummary = z.object({
  member: member.extend({ profile_image: z.string().nullable() }),
  overall: record.extend({ win_rate: z.number().nullable() }),
  by_my_deck: breakdown,
  by_opponent_deck: breakdown,
  /** key 'first' / 'second' / 'unknown'. */
  by_turn: breakdown,
  /** Per month 'YYYY-MM': games and win rate, oldest first, for the chart. */
  monthly: z.array(z.object({ month: z.string(), record, win_rate: z.number().nullable() })),
  league: z.object({ tournaments: z.number(), best_placement: z.number().nullable(), points: z.number() }),
});

/** A casual match a member logs by hand; exported on its own so the /record form checks it before sending. */
export const recordFields = z
  .object({
    played_at: dateTime,
    my_archetype_id: id.nullable().default(null),
    my_deck_name: z.string().trim().max(60).default(''),
    opponent_archetype_id: id.nullable().default(null),
    opponent_deck_name: z.string().trim().max(60).default(''),
    opponent_name: z.string().trim().max(60).default(''),
    went_first: z.boolean().nullable().default(null),
    result: z.enum(MATCH_OUTCOMES, { error: M.recordResultRequired }),
    memo: z.string().trim().max(500).default(''),
  })
  .refine((r) => r.my_archetype_id !== null || r.my_deck_name !== '', {
    message: M.recordDeckRequired,
    path: ['my_deck_name'],
  });

export const businessCard = z.object({
  member: member.extend({
    profile_image: z.string().nullable(),
    grade: z.number(),
    badge: z.object({ kind: z.string(), level: z.number().nullable() }),
    type: z.string(),
  }),
  intro: z.string(),
  favorite_card: z.object({ card_id: z.string(), name: z.string(), image: z.string().nullable() }).nullable(),
  main_deck: z.object({ id: z.number(), title: z.string(), cards: z.array(deckCardView) }).nullable(),
  ptcgl_name: z.string().nullable(),
  league: z.object({ record, tournaments: z.number(), best_placement: z.number().nullable() }),
  /** Kinds of card in the member's 콜렉션북 (one per card and edition, whatever the amount). */
  collection_count: z.number(),
});

export const leagueCalls = {
  // ── Player registration ────────────────────────────────────────────────────────────────────────
  apply: defineCall(
    '/api/league/apply',
    z.object({
      ptcgl_name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(40),
      ptcgl_uid: ptcglUid,
    }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  /** The member's application (the latest) and their tournaments; for /league. */
  me: defineCall(
    '/api/league/me',
    noParams,
    z.object({ application: application.nullable(), tournaments: z.array(tournamentItem) }),
  ),
  applyList: defineCall(
    '/api/admin/league/uid_apply/list',
    z.object({
      status: z.enum(['전체', ...APPLY_STATUSES] as [string, ...string[]]).default('접수'),
      text: z.string().trim().max(60).default(''),
      ...paging,
    }),
    z.object({ total: z.number(), items: z.array(application.extend({ member })) }),
  ),
  applyApprove: defineCall(
    '/api/admin/league/uid_apply/approve',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),
  applyRefuse: defineCall(
    '/api/admin/league/uid_apply/refuse',
    z.object({ id, memo: z.string().trim().max(200).default('') }),
    z.object({ message: z.string() }),
  ),

  // ── Tournaments ────────────────────────────────────────────────────────────────────────────────
  tournamentList: defineCall(
    '/api/league/tournament/list',
    z.object({ status: z.enum(['전체', '접수', '진행', '종료']).default('전체'), ...paging }),
    z.object({ total: z.number(), items: z.array(tournamentItem) }),
  ),
  tournamentDetail: defineCall('/api/league/tournament/detail', z.object({ id }), tournamentDetail),
  /** Staff: create (no id) or change a tournament still taking registrations. */
  tournamentSave: defineCall(
    '/api/league/tournament/save',
    z.intersection(tournamentFields, z.object({ id: id.optional() })),
    z.object({ id: z.number(), message: z.string() }),
  ),
  tournamentCancel: defineCall(
    '/api/league/tournament/cancel',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),
  /** An approved player enters with a decklist, or replaces their list while registration is open. */
  register: defineCall(
    '/api/league/tournament/register',
    z.object({ tournament_id: id, deck_text: tournamentDeckText }),
    z.object({ entry_id: z.number(), archetype: archetypeRef, message: z.string() }),
  ),
  unregister: defineCall(
    '/api/league/tournament/unregister',
    z.object({ tournament_id: id }),
    z.object({ message: z.string() }),
  ),
  /** Staff: closes registration, fixes the number of Swiss rounds and pairs round 1. */
  start: defineCall(
    '/api/league/tournament/start',
    z.object({ id }),
    z.object({ round: z.number(), message: z.string() }),
  ),
  /** Staff: once every match of the round is final, pairs the next Swiss round, the top cut, or finishes. */
  nextRound: defineCall(
    '/api/league/tournament/next_round',
    z.object({ id }),
    z.object({ status: z.enum(TOURNAMENT_STATUSES), round: z.number(), message: z.string() }),
  ),
  /** A player leaves (from the next round on); staff may drop anyone by entry id. */
  drop: defineCall(
    '/api/league/tournament/drop',
    z.object({ tournament_id: id, entry_id: id.optional() }),
    z.object({ message: z.string() }),
  ),
  /** A player of the match reports from their own side; the result is final when both agree. */
  report: defineCall(
    '/api/league/match/report',
    z.object({
      match_id: id,
      outcome: z.enum(MATCH_OUTCOMES),
      went_first: z.boolean().nullable().default(null),
    }),
    z.object({ state: z.enum(['waiting', 'confirmed', 'disputed']), message: z.string() }),
  ),
  /** Staff settle a match (a dispute, or a player who never reported). */
  resolve: defineCall(
    '/api/league/match/resolve',
    z.object({ match_id: id, result: z.enum(['p1', 'p2', 'tie']) }),
    z.object({ message: z.string() }),
  ),

  // ── Automatic tournaments ──────────────────────────────────────────────────────────────────────
  autoList: defineCall('/api/admin/league/auto/list', noParams, z.array(autoRule)),
  autoSave: defineCall(
    '/api/admin/league/auto/save',
    z.object({
      id: id.optional(),
      name: z.string({ error: M.tournamentNameRequired }).trim().min(1, M.tournamentNameRequired).max(100),
      weekday: z.coerce.number().int().min(0).max(6),
      start_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid),
      format: z.enum(LEAGUE_FORMATS).default('standard'),
      regulation_marks: regulationMarks,
      max_players: z.coerce.number().int().min(4).max(512).default(64),
      round_minutes: z.coerce.number().int().min(10).max(120).default(50),
      top_cut: topCut,
      registration_hours: z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 14)
        .default(72),
      enabled: z.boolean().default(true),
    }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  autoDelete: defineCall(
    '/api/admin/league/auto/delete',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),

  // ── League decks and players ───────────────────────────────────────────────────────────────────
  /** Archetype shares and win rates over the league's finished tournaments of the period (default 3 months). */
  deckList: defineCall(
    '/api/league/deck/list',
    z.object({ date_from: isoDate.optional(), date_to: isoDate.optional() }),
    z.object({
      date_from: z.string(),
      date_to: z.string(),
      tournaments: z.number(),
      entries: z.number(),
      items: z.array(archetypeShare),
    }),
  ),
  deckDetail: defineCall(
    '/api/league/deck/detail',
    z.object({ id, date_from: isoDate.optional(), date_to: isoDate.optional() }),
    z.object({
      /** The period the figures cover (the default 3 months unless the reader chose one). */
      date_from: z.string(),
      date_to: z.string(),
      archetype: z.object({ id: z.number(), name_kr: z.string(), name_en: z.string() }),
      share: archetypeShare,
      /** Matchups against other archetypes, with sample sizes. */
      matchups: z.array(z.object({ opponent: archetypeRef, record, win_rate: z.number().nullable() })),
      lists: z.array(
        z.object({
          entry_id: z.number(),
          tournament: z.object({ id: z.number(), name: z.string(), starts_at: z.string() }),
          ptcgl_name: z.string(),
          placement: z.number().nullable(),
          record,
          cards: z.array(deckCardView),
        }),
      ),
    }),
  ),
  /** Players by the season's league points (match points of the year's tournaments). */
  playerList: defineCall(
    '/api/league/player/list',
    z.object({
      season: z.coerce.number().int().min(2000).max(2100).optional(),
      text: z.string().trim().max(60).default(''),
      ...paging,
    }),
    z.object({
      season: z.number(),
      total: z.number(),
      items: z.array(
        z.object({
          player_id: z.number(),
          ptcgl_name: z.string(),
          member,
          points: z.number(),
          tournaments: z.number(),
          record,
          best_placement: z.number().nullable(),
        }),
      ),
    }),
  ),
  playerDetail: defineCall(
    '/api/league/player/detail',
    z.object({ id, season: z.coerce.number().int().min(2000).max(2100).optional() }),
    z.object({
      player_id: z.number(),
      ptcgl_name: z.string(),
      member,
      season: z.number(),
      points: z.number(),
      record,
      /** Points after each tournament of the season, for the chart. */
      points_over_time: z.array(z.object({ starts_at: z.string(), points: z.number() })),
      events: z.array(
        z.object({
          tournament: z.object({ id: z.number(), name: z.string(), starts_at: z.string() }),
          archetype: archetypeRef,
          placement: z.number().nullable(),
          record,
          points: z.number(),
        }),
      ),
      archetypes: z.array(z.object({ archetype: archetypeRef, count: z.number() })),
    }),
  ),

  // ── Match records ──────────────────────────────────────────────────────────────────────────────
  recordSummary: defineCall(
    '/api/record/summary',
    z.object({ user_id: z.string().trim().min(1).max(60) }),
    recordSummary,
  ),
  recordList: defineCall(
    '/api/record/list',
    z.object({ user_id: z.string().trim().min(1).max(60), ...paging }),
    z.object({ total: z.number(), items: z.array(recordMatch) }),
  ),
  recordInsert: defineCall(
    '/api/record/insert',
    recordFields,
    z.object({ id: z.number(), message: z.string() }),
  ),
  recordDelete: defineCall('/api/record/delete', z.object({ id }), z.object({ message: z.string() })),

  // ── Business card ──────────────────────────────────────────────────────────────────────────────
  businessCard: defineCall(
    '/api/businesscard',
    z.object({ user_id: z.string().trim().min(1).max(60).optional() }),
    businessCard,
  ),
  businessCardSave: defineCall(
    '/api/businesscard/save',
    z.object({
      intro: z.string().trim().max(100).default(''),
      favorite_card_id: z.string().trim().max(64).nullable().default(null),
      main_deck_id: id.nullable().default(null),
    }),
    z.object({ message: z.string() }),
  ),
};
