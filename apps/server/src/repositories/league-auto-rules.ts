import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { leagueAutoRule, leagueTournament } from '../db/schema/index';
import type { TournamentInsert } from './league-tournaments';

/** The weekly rules that create the league's tournaments (/admin/league/auto; decision 035). */

export type AutoRuleRow = typeof leagueAutoRule.$inferSelect;
export type AutoRuleInsert = Omit<typeof leagueAutoRule.$inferInsert, 'id' | 'created'>;

export const listAutoRules = (db: DbOrTx) =>
  db.select().from(leagueAutoRule).orderBy(asc(leagueAutoRule.weekday), asc(leagueAutoRule.startTime));

export const listEnabledAutoRules = (db: DbOrTx) =>
  db.select().from(leagueAutoRule).where(eq(leagueAutoRule.enabled, true));

export async function insertAutoRule(db: DbOrTx, values: AutoRuleInsert): Promise<number> {
  const [row] = await db.insert(leagueAutoRule).values(values).returning({ id: leagueAutoRule.id });
  return row!.id;
}

export async function updateAutoRule(db: DbOrTx, id: number, values: AutoRuleInsert): Promise<boolean> {
  const rows = await db
    .update(leagueAutoRule)
    .set(values)
    .where(eq(leagueAutoRule.id, id))
    .returning({ id: leagueAutoRule.id });
  return rows.length > 0;
}

/** The rule goes; the tournaments it made stay, no longer marked as its own. */
export async function deleteAutoRule(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(leagueAutoRule)
    .where(eq(leagueAutoRule.id, id))
    .returning({ id: leagueAutoRule.id });
  return rows.length > 0;
}

/**
 * A rule's tournament for one start time, unless it exists already: the unique index on rule and start
 * makes a job that runs twice, or in two processes at once, create it once. True when this call made it.
 */
export async function insertRuleTournament(
  db: DbOrTx,
  values: TournamentInsert & { autoRuleId: number },
): Promise<boolean> {
  const rows = await db
    .insert(leagueTournament)
    .values(values)
    .onConflictDoNothing({
      target: [leagueTournament.autoRuleId, leagueTournament.startsAt],
      where: sql`auto_rule_id is not null`,
    })
    .returning({ id: leagueTournament.id });
  return rows.length > 0;
}
