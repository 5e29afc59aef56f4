import type { z } from 'zod';
import {
  WATCH_LIMIT_PER_MEMBER,
  WATCH_SERIES_DAYS,
  WATCHLIST_MSG as M,
  keptWatch,
  watchNotReleased,
  type WatchRow,
  type watchInput,
  type watchUpdate,
} from '@carddogam/contract/calls/watchlist';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { AppError, badRequest, notFound, unauthorized } from '../errors';
import type { SessionUser } from '../policies/policy';
import { releasedEditions } from '../repositories/trade-posts';
import * as watches from '../repositories/watchlist';

/**
 * The member's watchlist (decision 039). An entry is a card edition the card is out in, with a condition
 * and an alert; a member keeps at most WATCH_LIMIT_PER_MEMBER. Adding the same card, edition and
 * condition again changes the entry there is (its alert and target) rather than making a second one that
 * would alert twice for one record.
 */

type AddInput = z.output<typeof watchInput>;
type UpdateInput = z.output<typeof watchUpdate>;

const missing = () => notFound(M.missing, 'WATCH_NOT_FOUND');

function fieldsOf(input: AddInput | UpdateInput): watches.WatchFields {
  const kept = keptWatch(input);
  return {
    cardState: kept.card_state,
    gradeCompany: kept.grade_company,
    grade: kept.grade,
    alertKind: kept.alert_kind,
    targetPrice: kept.target_price,
  };
}

/**
 * Adds an entry, or changes the member's entry of the same condition. The count and the insert run under
 * the member's row lock, so two adds at the same moment at 99 entries make 100, never 101.
 */
export async function addWatch(
  db: Db,
  user: SessionUser,
  input: AddInput,
): Promise<{ id: number; replaced: boolean }> {
  const card = (await releasedEditions(db, [input.card_id])).get(input.card_id);
  if (!card) throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
  if (card.released[input.nation] === undefined)
    throw badRequest(watchNotReleased(input.nation), 'EDITION_NOT_RELEASED');
  const fields = fieldsOf(input);
  const key: watches.WatchKey = {
    userId: user.userId,
    cardId: input.card_id,
    nation: input.nation,
    cardState: fields.cardState,
    gradeCompany: fields.gradeCompany,
    grade: fields.grade,
  };
  return runInTransaction(db, async (tx) => {
    if (!(await watches.lockMember(tx, user.userId))) throw unauthorized();
    const same = await watches.findSameWatch(tx, key);
    if (same !== undefined) {
      await watches.updateWatch(tx, same, user.userId, fields);
      return { id: same, replaced: true };
    }
    if ((await watches.countWatches(tx, user.userId)) >= WATCH_LIMIT_PER_MEMBER)
      throw new AppError(400, 'WATCH_LIMIT', M.limit);
    return { id: await watches.insertWatch(tx, key, fields), replaced: false };
  });
}

/** Changes the condition or alert of the member's own entry; another member's answers as missing. */
export async function updateWatch(db: Db, user: SessionUser, input: UpdateInput): Promise<void> {
  if (!(await watches.updateWatch(db, input.id, user.userId, fieldsOf(input)))) throw missing();
}

export async function removeWatch(db: Db, user: SessionUser, id: number): Promise<void> {
  if (!(await watches.deleteWatch(db, id, user.userId))) throw missing();
}

/** 재알림: the member arms a fired alert again by hand. An entry without an alert has nothing to arm. */
export async function rearmWatch(db: Db, user: SessionUser, id: number): Promise<void> {
  const kind = await watches.rearmWatch(db, id, user.userId);
  if (kind === undefined) throw missing();
  if (kind === 'none') throw badRequest(M.noAlert);
}

/**
 * The member's entries with the figures of /mypage/watchlist: the average of the watched condition over
 * the last WATCH_SERIES_DAYS days, the last record, and that period's daily averages for the sparkline.
 */
export async function listWatchlist(db: Db, userId: string): Promise<WatchRow[]> {
  const [rows, cells] = await Promise.all([
    watches.listWatches(db, userId),
    watches.watchDays(db, userId, WATCH_SERIES_DAYS),
  ]);
  const byWatch = new Map<number, watches.WatchDayCell[]>();
  for (const cell of cells) byWatch.set(cell.watch_id, [...(byWatch.get(cell.watch_id) ?? []), cell]);
  return rows.map((row) => {
    const days = byWatch.get(row.id) ?? [];
    const sum = days.reduce((total, d) => total + d.sum, 0);
    const count = days.reduce((total, d) => total + d.count, 0);
    return {
      ...row,
      current_avg: count > 0 ? Math.round(sum / count) : null,
      series: days.map((d) => ({ day: d.day, avg: Math.round(d.sum / d.count) })),
    };
  });
}
