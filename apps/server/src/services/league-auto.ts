import { formatDate } from '@carddogam/contract/dates';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { notFound } from '../errors';
import * as rules from '../repositories/league-auto-rules';
import type { Services } from './container';
import { normalizeMarks } from './league-tournaments';

/**
 * The weekly rules of /admin/league/auto (decision 035) and the hourly job that turns each enabled rule's
 * next start into a tournament by the time its registration opens.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Korea has kept UTC+9 without daylight saving since 1988, so its wall time is a fixed shift. */
const KOREA_OFFSET_MS = 9 * HOUR_MS;
/** The job runs hourly: a tournament is made up to one run early, so it exists when registration opens. */
export const AUTO_JOB_INTERVAL_MS = HOUR_MS;

export interface AutoRuleFields {
  name: string;
  weekday: number;
  start_time: string;
  format: string;
  regulation_marks: string[];
  max_players: number;
  round_minutes: number;
  top_cut: number;
  registration_hours: number;
  enabled: boolean;
}

/** The rule's start instants after `from` and no later than `from + horizonMs`, the earliest first. */
export function upcomingStarts(
  rule: Pick<rules.AutoRuleRow, 'weekday' | 'startTime'>,
  from: Date,
  horizonMs: number,
): Date[] {
  const [hour = 0, minute = 0] = rule.startTime.split(':').map(Number);
  // The UTC fields of this shifted instant read as the Korean date and time of `from`.
  const korea = new Date(from.getTime() + KOREA_OFFSET_MS);
  const starts: Date[] = [];
  for (let day = 0; day <= Math.ceil(horizonMs / DAY_MS) + 1; day += 1) {
    const wall = Date.UTC(
      korea.getUTCFullYear(),
      korea.getUTCMonth(),
      korea.getUTCDate() + day,
      hour,
      minute,
    );
    if (new Date(wall).getUTCDay() !== rule.weekday) continue;
    const start = wall - KOREA_OFFSET_MS;
    if (start > from.getTime() && start - from.getTime() <= horizonMs) starts.push(new Date(start));
  }
  return starts;
}

/** The next start of a rule after `now`, or null for a disabled rule. */
export function nextStart(rule: rules.AutoRuleRow, now: Date): Date | null {
  if (!rule.enabled) return null;
  return upcomingStarts(rule, now, 7 * DAY_MS)[0] ?? null;
}

/**
 * Creates, for every enabled rule, each tournament whose registration opens before the next run of the
 * job. Safe to run again and in several processes at once (one tournament per rule and start time).
 * Answers how many it created.
 */
export async function createDueTournaments(services: Services, now: Date = new Date()): Promise<number> {
  let created = 0;
  for (const rule of await rules.listEnabledAutoRules(services.db)) {
    const lead = rule.registrationHours * HOUR_MS;
    for (const start of upcomingStarts(rule, now, lead + AUTO_JOB_INTERVAL_MS)) {
      const made = await rules.insertRuleTournament(services.db, {
        name: `${rule.name} (${formatDate(start)})`,
        format: rule.format,
        regulationMarks: rule.regulationMarks,
        startsAt: start,
        registrationOpensAt: new Date(start.getTime() - lead),
        maxPlayers: rule.maxPlayers,
        roundMinutes: rule.roundMinutes,
        topCut: rule.topCut,
        autoRuleId: rule.id,
      });
      if (made) created += 1;
    }
  }
  return created;
}

function toValues(p: AutoRuleFields): rules.AutoRuleInsert {
  return {
    name: p.name,
    weekday: p.weekday,
    startTime: p.start_time,
    format: p.format,
    regulationMarks: normalizeMarks(p.regulation_marks),
    maxPlayers: p.max_players,
    roundMinutes: p.round_minutes,
    topCut: p.top_cut,
    registrationHours: p.registration_hours,
    enabled: p.enabled,
  };
}

/** Saves a rule; a tournament whose registration should already be open is created at once. */
export async function saveAutoRule(services: Services, p: AutoRuleFields & { id?: number }): Promise<number> {
  let id = p.id;
  if (id === undefined) id = await rules.insertAutoRule(services.db, toValues(p));
  else if (!(await rules.updateAutoRule(services.db, id, toValues(p)))) throw notFound(M.autoMissing);
  await createDueTournaments(services);
  return id;
}

export async function deleteAutoRule(services: Services, id: number): Promise<void> {
  if (!(await rules.deleteAutoRule(services.db, id))) throw notFound(M.autoMissing);
}
