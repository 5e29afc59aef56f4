import {
  TRADE_SETTINGS_DEFAULTS,
  tradeSettingsFields,
  type TradeSettings,
} from '@carddogam/contract/calls/trade-settings';
import type { Db, DbOrTx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import type { SessionUser } from '../policies/policy';
import * as settings from '../repositories/site-settings';
import { logStaffAction } from '../repositories/staff-action-log';
import type { AnswerCache } from './answer-cache';

/**
 * The trade area's options (/admin/trade/etc; decision 037), read from site_setting 'trade' by the
 * trade code each time it needs one (a primary-key read), so a save applies at once in every process.
 */

export const TRADE_SETTING_KEY = 'trade';

/**
 * The stored options, each one checked on its own: a missing or no longer valid value (a limit lowered
 * in code later) falls back to its default rather than breaking the trade pages.
 */
export function tradeSettingsOf(stored: unknown): TradeSettings {
  const value = (stored ?? {}) as Record<string, unknown>;
  const result = { ...TRADE_SETTINGS_DEFAULTS };
  for (const key of Object.keys(result) as (keyof TradeSettings)[]) {
    const checked = tradeSettingsFields.shape[key].safeParse(value[key]);
    if (checked.success) result[key] = checked.data;
  }
  return result;
}

export async function loadTradeSettings(db: DbOrTx): Promise<TradeSettings> {
  return tradeSettingsOf((await settings.readSetting(db, TRADE_SETTING_KEY))?.value);
}

export async function tradeSettingsForAdmin(db: Db) {
  const row = await settings.readSetting(db, TRADE_SETTING_KEY);
  return {
    settings: tradeSettingsOf(row?.value),
    defaults: TRADE_SETTINGS_DEFAULTS,
    updated: row?.updated ?? null,
    updated_by: row ? (row.updatedBy ?? '') : null,
  };
}

/**
 * Saves every option at once. The card statistics answers cached in this process are dropped, so the
 * recent-post count shows on the next card page; other processes' copies expire within their minute.
 */
export async function saveTradeSettings(
  { db, tradeStats }: { db: Db; tradeStats: AnswerCache },
  user: SessionUser,
  input: TradeSettings,
): Promise<TradeSettings> {
  await runInTransaction(db, async (tx) => {
    const before = await settings.lockSettingValue(tx, TRADE_SETTING_KEY);
    await settings.writeSetting(tx, TRADE_SETTING_KEY, input, user.userId);
    await logStaffAction(tx, user.userId, {
      action: 'site_setting.trade',
      targetType: 'site_setting',
      targetId: TRADE_SETTING_KEY,
      before: tradeSettingsOf(before),
      after: input,
    });
  });
  tradeStats.clear();
  return input;
}
