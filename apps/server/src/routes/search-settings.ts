import { SITE_SETTINGS_MSG as M, searchSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import type { CallRouter } from '../http/call-router';
import { admin, anyone } from '../policies/roles';
import { listSupertypeRows, readSearchDefaults } from '../repositories/search-settings';
import * as settings from '../services/search-settings';
import { registerDeckSettingsRoutes } from './deck-settings';

/** The card search's settings (/admin/search/basic, supertype; 관리자) and the defaults the search reads. */
export function registerSearchSettingsRoutes(r: CallRouter): void {
  r.handle(calls.defaults, anyone, (_p, { services }) => readSearchDefaults(services.db));
  r.handle(calls.basicRead, admin, (_p, { services }) => settings.readBasic(services.db));
  r.handle(calls.basicSave, admin, async (p, { services, user }) => {
    await settings.saveBasic(services, user!, p);
    return { message: M.saved };
  });
  r.handle(calls.supertypeList, admin, (_p, { services }) => listSupertypeRows(services.db));
  r.handle(calls.supertypeSave, admin, async (p, { services, user }) => {
    await settings.saveSupertype(services, user!, p);
    return { message: M.saved };
  });
  r.handle(calls.supertypeReorder, admin, async ({ category, ids }, { services, user }) => {
    await settings.reorderSupertypes(services, user!, category, ids);
    return { message: M.saved };
  });
}

/** Both back-office areas of search and deck settings, registered together. */
export function registerSearchAndDeckSettingsRoutes(r: CallRouter): void {
  registerSearchSettingsRoutes(r);
  registerDeckSettingsRoutes(r);
}
