import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';
import { deckCardView } from './decks';
import { OFFICIAL_LEAGUE_MSG as M } from '../official-league/messages';

/**
 * Official events, their standings, the event types and the deck archetypes (decision 034). The
 * standings paste format is documented in official-league/standings-text.ts.
 */

export const DIVISIONS = ['Master', 'Senior', 'Junior', 'All ages'] as const;
export type Division = (typeof DIVISIONS)[number];
/** §9 age-group colours. */
export const DIVISION_COLORS: Record<Division, string> = {
  Master: '#FF7A51',
  Senior: '#0B9E00',
  Junior: '#FFE165',
  'All ages': '#615DFA',
};
export const LEAGUE_FORMATS = ['standard', 'expanded'] as const;
/** Standings text and report text: up to 512 players of 60 card lines fits well under this. */
export const STANDINGS_TEXT_MAX = 200_000;

export const isoDate = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), M.dateInvalid);
export const division = z.enum(DIVISIONS, { error: M.divisionInvalid });
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, M.countryInvalid);
export const standingsText = z
  .string({ error: M.standingsRequired })
  .trim()
  .min(1, M.standingsRequired)
  .max(STANDINGS_TEXT_MAX, M.standingsTooLong);

export const leagueType = z.object({
  id: z.number(),
  name: z.string(),
  sort_order: z.number(),
  is_show: z.boolean(),
});
export const archetype = z.object({
  id: z.number(),
  name_kr: z.string(),
  name_en: z.string(),
  key_card_name: z.string(),
  priority: z.number(),
});

const leagueFields = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200),
  type_id: id,
  event_date: isoDate,
  venue: z.string().trim().max(200).default(''),
  country_code: countryCode.default('KR'),
  division,
  player_count: z.coerce.number().int().min(0).max(100_000).nullable().default(null),
  format: z.enum(LEAGUE_FORMATS, { error: M.formatInvalid }).default('standard'),
  regulation_marks: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Z]$/),
    )
    .max(26)
    .default([]),
  /**
   * The standings paste saved with the event in the same transaction (empty: the event alone, and on an
   * update the standings stay as they are). A refused paste saves nothing of the call.
   */
  standings_text: z.string().trim().max(STANDINGS_TEXT_MAX, M.standingsTooLong).default(''),
});

export const leagueItem = z.object({
  id: z.number(),
  name: z.string(),
  type: z.object({ id: z.number(), name: z.string() }),
  event_date: z.string(),
  venue: z.string(),
  country_code: z.string(),
  division: z.string(),
  player_count: z.number().nullable(),
  format: z.string(),
  regulation_marks: z.array(z.string()),
  view_count: z.number(),
  standing_count: z.number(),
  writer: z.string().nullable(),
  created: z.string(),
});
export type LeagueItem = z.infer<typeof leagueItem>;

export const standingView = z.object({
  id: z.number(),
  placement: z.number(),
  player: z.object({ id: z.number(), name: z.string() }),
  archetype: z.object({ id: z.number(), name_kr: z.string() }).nullable(),
  record: z.object({ wins: z.number(), losses: z.number(), ties: z.number() }),
  deck_text: z.string(),
  cards: z.array(deckCardView),
});
export type StandingView = z.infer<typeof standingView>;

export const officialLeagueCalls = {
  typeList: defineCall('/api/admin/league/official_league_type/list', noParams, z.array(leagueType)),
  typeSave: defineCall(
    '/api/admin/league/official_league_type/save',
    z.object({
      id: id.optional(),
      name: z.string({ error: M.typeNameRequired }).trim().min(1, M.typeNameRequired).max(40),
      is_show: z.boolean().default(true),
    }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  typeDelete: defineCall(
    '/api/admin/league/official_league_type/delete',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),
  /** The types in the order given; ids not given keep their place after them. */
  typeReorder: defineCall(
    '/api/admin/league/official_league_type/reorder',
    z.object({ ids: z.array(id).min(1).max(200) }),
    z.object({ message: z.string() }),
  ),

  archetypeList: defineCall('/api/admin/league/deck_name/list', noParams, z.array(archetype)),
  archetypeSave: defineCall(
    '/api/admin/league/deck_name/save',
    z.object({
      id: id.optional(),
      name_kr: z.string({ error: M.archetypeNameRequired }).trim().min(1, M.archetypeNameRequired).max(60),
      name_en: z.string({ error: M.archetypeNameRequired }).trim().min(1, M.archetypeNameRequired).max(60),
      key_card_name: z.string({ error: M.keyCardRequired }).trim().min(1, M.keyCardRequired).max(100),
      priority: z.coerce.number().int().min(-1000).max(1000).default(0),
    }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  archetypeDelete: defineCall(
    '/api/admin/league/deck_name/delete',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),

  /** Newest first; the period defaults to the last 3 months up to today (Korean date). */
  list: defineCall(
    '/api/official_league/list',
    z.object({
      type_id: id.optional(),
      division: division.optional(),
      date_from: isoDate.optional(),
      date_to: isoDate.optional(),
      country_code: countryCode.optional(),
      text: z.string().trim().max(100).default(''),
      ...paging,
    }),
    z.object({ total: z.number(), date_from: z.string(), date_to: z.string(), items: z.array(leagueItem) }),
  ),
  read: defineCall(
    '/api/official_league/read',
    z.object({ id }),
    leagueItem.extend({ standings: z.array(standingView) }),
  ),
  /** Counted on each opening, in one SQL update. */
  view: defineCall('/api/official_league/view', z.object({ id }), z.object({ view_count: z.number() })),
  insert: defineCall(
    '/api/official_league/insert',
    leagueFields,
    z.object({ id: z.number(), standing_count: z.number().nullable(), message: z.string() }),
  ),
  update: defineCall(
    '/api/official_league/update',
    leagueFields.extend({ id }),
    z.object({ id: z.number(), standing_count: z.number().nullable(), message: z.string() }),
  ),
  delete: defineCall('/api/official_league/delete', z.object({ id }), z.object({ message: z.string() })),
  /** Replaces the event's standings with the paste, all or nothing (format: standings-text.ts). */
  standingSave: defineCall(
    '/api/official_league/standing/save',
    z.object({ league_id: id, text: standingsText }),
    z.object({ count: z.number(), message: z.string() }),
  ),
  /** Staff's choice of archetype for one standing (null: none), over the key-card tag; a new paste retags. */
  standingArchetype: defineCall(
    '/api/official_league/standing/archetype',
    z.object({ standing_id: id, archetype_id: id.nullable() }),
    z.object({ message: z.string() }),
  ),
};
