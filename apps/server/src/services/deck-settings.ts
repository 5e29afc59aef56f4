import { SITE_SETTINGS_MSG as M } from '@carddogam/contract/calls/site-settings';
import { runInTransaction } from '../db/transactions';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as decks from '../repositories/deck-settings';
import { logStaffAction } from '../repositories/staff-action-log';
import type { Services } from './container';
import { uniqueName } from './unique-name';

/**
 * Deck notices, tags and seasons (/admin/deck/notice, tag, season; 관리자, 운영진 and 매니저). Each write and
 * its staff_action_log entry share one transaction.
 */

const missing = () => notFound(M.itemMissing);


export async function saveNotice(
  services: Services,
  user: SessionUser,
  p: { id?: number; title: string; content: string; is_show: boolean },
): Promise<number> {
  const values = { title: p.title, content: p.content, isShow: p.is_show };
  return runInTransaction(services.db, async (tx) => {
    const before = p.id === undefined ? null : await decks.findNotice(tx, p.id);
    if (before === undefined) throw missing();
    const after =
      p.id === undefined ? await decks.insertNotice(tx, values) : await decks.updateNotice(tx, p.id, values);
    if (!after) throw missing();
    await logStaffAction(tx, user.userId, {
      action: p.id === undefined ? 'deck_notice.create' : 'deck_notice.update',
      targetType: 'deck_notice',
      targetId: after.id,
      before,
      after,
    });
    return after.id;
  });
}

export async function deleteNotice(services: Services, user: SessionUser, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const before = await decks.deleteNotice(tx, id);
    if (!before) throw missing();
    await logStaffAction(tx, user.userId, {
      action: 'deck_notice.delete',
      targetType: 'deck_notice',
      targetId: id,
      before,
    });
  });
}

export async function reorder(
  services: Services,
  user: SessionUser,
  table: 'deck_notice' | 'deck_tag_item',
  ids: number[],
): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    await decks.reorderRows(tx, table, ids);
    await logStaffAction(tx, user.userId, { action: `${table}.reorder`, targetType: table, after: { ids } });
  });
}

export async function saveTag(
  services: Services,
  user: SessionUser,
  p: { id?: number; name: string; is_show: boolean },
): Promise<number> {
  return uniqueName(
    () =>
      runInTransaction(services.db, async (tx) => {
        const before = p.id === undefined ? null : await decks.findTag(tx, p.id);
        if (before === undefined) throw missing();
        const after =
          p.id === undefined
            ? await decks.insertTag(tx, p.name, p.is_show)
            : await decks.updateTag(tx, p.id, p.name, p.is_show);
        if (!after) throw missing();
        await logStaffAction(tx, user.userId, {
          action: p.id === undefined ? 'deck_tag_item.create' : 'deck_tag_item.update',
          targetType: 'deck_tag_item',
          targetId: after.id,
          before,
          after,
        });
        return after.id;
      }),
    M.tagTaken,
  );
}

export async function deleteTag(services: Services, user: SessionUser, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const before = await decks.deleteTag(tx, id);
    if (!before) throw missing();
    await logStaffAction(tx, user.userId, {
      action: 'deck_tag_item.delete',
      targetType: 'deck_tag_item',
      targetId: id,
      before,
    });
  });
}

export async function saveSeason(
  services: Services,
  user: SessionUser,
  p: { id?: number; name: string; starts_on: string; ends_on: string | null; is_show: boolean },
): Promise<number> {
  const values = { name: p.name, startsOn: p.starts_on, endsOn: p.ends_on, isShow: p.is_show };
  return uniqueName(
    () =>
      runInTransaction(services.db, async (tx) => {
        const before = p.id === undefined ? null : await decks.findSeason(tx, p.id);
        if (before === undefined) throw missing();
        const after =
          p.id === undefined
            ? await decks.insertSeason(tx, values)
            : await decks.updateSeason(tx, p.id, values);
        if (!after) throw missing();
        await logStaffAction(tx, user.userId, {
          action: p.id === undefined ? 'deck_season.create' : 'deck_season.update',
          targetType: 'deck_season',
          targetId: after.id,
          before,
          after,
        });
        return after.id;
      }),
    M.seasonTaken,
  );
}

export async function deleteSeason(services: Services, user: SessionUser, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const before = await decks.deleteSeason(tx, id);
    if (!before) throw missing();
    await logStaffAction(tx, user.userId, {
      action: 'deck_season.delete',
      targetType: 'deck_season',
      targetId: id,
      before,
    });
  });
}
