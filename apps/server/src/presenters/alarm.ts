import type { z } from 'zod';
import type { alarmItem } from '@carddogam/contract/calls/mypage';
import type { AlarmRow } from '../repositories/alarms';

/** A member's alarm; the actor's id is kept back (only what the alarm says is shown). */
export function presentAlarm(row: AlarmRow): z.infer<typeof alarmItem> {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    link: row.link,
    is_read: row.isRead,
    created: row.created.toISOString(),
  };
}
