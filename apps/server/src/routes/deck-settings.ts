import { SITE_SETTINGS_MSG as M, deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import type { CallRouter } from '../http/call-router';
import { admin, anyone, cardEditor } from '../policies/roles';
import * as decks from '../repositories/deck-settings';
import * as sets from '../repositories/deck-settings-sets';
import * as settings from '../services/deck-settings';
import * as setSettings from '../services/deck-settings-sets';
import * as rotation from '../services/format-rotation';

/**
 * Deck settings (/admin/deck/*; decision 036). Notices, tags and seasons are content the community's
 * staff keep (관리자, 운영진, 매니저: cardEditor); the rotation, PTCGL codes and regulation marks decide
 * what decks and searches accept, so they are 관리자's. The public reads feed the deck screens.
 */
export function registerDeckSettingsRoutes(r: CallRouter): void {
  r.handle(calls.notices, anyone, async (_p, { services }) =>
    (await decks.listNotices(services.db, true)).map((n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
    })),
  );
  r.handle(calls.noticeAdminList, cardEditor, async (_p, { services }) =>
    (await decks.listNotices(services.db, false)).map((n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      is_show: n.isShow,
      sort_order: n.sortOrder,
      created: n.created.toISOString(),
    })),
  );
  r.handle(calls.noticeSave, cardEditor, async (p, { services, user }) => ({
    id: await settings.saveNotice(services, user!, p),
    message: M.saved,
  }));
  r.handle(calls.noticeDelete, cardEditor, async ({ id }, { services, user }) => {
    await settings.deleteNotice(services, user!, id);
    return { message: M.deleted };
  });
  r.handle(calls.noticeReorder, cardEditor, async ({ ids }, { services, user }) => {
    await settings.reorder(services, user!, 'deck_notice', ids);
    return { message: M.saved };
  });

  r.handle(calls.tags, anyone, async (_p, { services }) =>
    (await decks.listTags(services.db, true)).map((t) => ({ name: t.name })),
  );
  r.handle(calls.tagAdminList, cardEditor, async (_p, { services }) =>
    (await decks.listTags(services.db, false)).map((t) => ({
      id: t.id,
      name: t.name,
      is_show: t.isShow,
      sort_order: t.sortOrder,
    })),
  );
  r.handle(calls.tagSave, cardEditor, async (p, { services, user }) => ({
    id: await settings.saveTag(services, user!, p),
    message: M.saved,
  }));
  r.handle(calls.tagDelete, cardEditor, async ({ id }, { services, user }) => {
    await settings.deleteTag(services, user!, id);
    return { message: M.deleted };
  });
  r.handle(calls.tagReorder, cardEditor, async ({ ids }, { services, user }) => {
    await settings.reorder(services, user!, 'deck_tag_item', ids);
    return { message: M.saved };
  });

  r.handle(calls.seasons, anyone, async (_p, { services }) =>
    (await decks.listSeasons(services.db, true)).map((s) => ({
      name: s.name,
      starts_on: s.startsOn,
      ends_on: s.endsOn,
    })),
  );
  r.handle(calls.seasonAdminList, cardEditor, async (_p, { services }) =>
    (await decks.listSeasons(services.db, false)).map((s) => ({
      id: s.id,
      name: s.name,
      starts_on: s.startsOn,
      ends_on: s.endsOn,
      is_show: s.isShow,
    })),
  );
  r.handle(calls.seasonSave, cardEditor, async (p, { services, user }) => ({
    id: await settings.saveSeason(services, user!, p),
    message: M.saved,
  }));
  r.handle(calls.seasonDelete, cardEditor, async ({ id }, { services, user }) => {
    await settings.deleteSeason(services, user!, id);
    return { message: M.deleted };
  });

  r.handle(calls.rotations, admin, (_p, { services }) => rotation.listRotations(services.db));
  r.handle(calls.rotationSave, admin, async (p, { services, user }) => ({
    id: await rotation.saveRotation(services, user!, p),
    message: M.saved,
  }));
  r.handle(calls.rotationDelete, admin, async ({ id }, { services, user }) => {
    await rotation.deleteRotation(services, user!, id);
    return { message: M.deleted };
  });
  r.handle(calls.standardCheck, anyone, ({ card_ids }, { services }) =>
    rotation.checkStandard(services.db, card_ids),
  );

  r.handle(calls.ptcglList, admin, (p, { services }) =>
    sets.listPtcglSets(services.db, {
      page: p.page,
      size: p.size,
      text: p.text,
      missingOnly: p.missing_only,
    }),
  );
  r.handle(calls.ptcglSave, admin, async ({ id, ptcgl_code }, { services, user }) => {
    await setSettings.savePtcglCode(services, user!, id, ptcgl_code);
    return { message: M.saved };
  });

  r.handle(calls.marks, admin, (_p, { services }) => sets.listMarks(services.db));
  r.handle(calls.markAdd, admin, async ({ regulation_mark }, { services, user }) => {
    await setSettings.addMark(services, user!, regulation_mark);
    return { message: M.saved };
  });
  r.handle(calls.markDelete, admin, async ({ regulation_mark }, { services, user }) => {
    await setSettings.deleteMark(services, user!, regulation_mark);
    return { message: M.deleted };
  });
  r.handle(calls.markReorder, admin, async ({ marks }, { services, user }) => {
    await setSettings.reorderMarks(services, user!, marks);
    return { message: M.saved };
  });
}
