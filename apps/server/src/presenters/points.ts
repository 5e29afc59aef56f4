import type { z } from 'zod';
import type { pointRecordItem, pointSettingItem } from '@carddogam/contract/calls/points';
import type { PointRecordRow, PointSettingRow } from '../repositories/points';

export function presentPointRecord(row: PointRecordRow): z.infer<typeof pointRecordItem> {
  return {
    id: row.id,
    user_id: row.userId,
    menu: row.menu,
    activity: row.activity,
    title: row.title,
    card_id: row.cardId,
    amount: row.amount,
    balance: row.balance,
    by_user_id: row.byUserId,
    created: row.created.toISOString(),
  };
}

export function presentPointSetting(row: PointSettingRow): z.infer<typeof pointSettingItem> {
  return { id: row.id, menu: row.menu, activity: row.activity, amount: row.amount };
}
