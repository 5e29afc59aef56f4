import type {
  BugQueueItem,
  CurrentEdition,
  ImageQueueItem,
  InfoReport,
  ReportStatus,
  StaffAlarmItem,
} from '@carddogam/contract/calls/provide';
import type { AlarmRow } from '../repositories/alarms';
import type { Nation } from '@carddogam/contract/constants';
import type { findCardEdition, findCardEn } from '../repositories/cards';
import type { InfoReportRow, QueueRow } from '../repositories/provide';

/** The review queue and §2.7 'read' answers: exactly the fields staff and the reporter see. */

type CardEnRow = NonNullable<Awaited<ReturnType<typeof findCardEn>>>;
type CardEditionRow = NonNullable<Awaited<ReturnType<typeof findCardEdition>>>;

const splitCost = (cost: string) => (cost === '' ? [] : cost.split(','));

export function presentInfoReport(row: InfoReportRow): InfoReport {
  const c = row.card;
  return {
    provide_id: row.provideId,
    card_id: c.cardId,
    card_nation: row.cardNation as Nation,
    user_id: row.userId,
    nickname: row.nickname,
    content: row.content,
    status: row.status as ReportStatus,
    card: {
      name: c.name,
      name_local: c.nameLocal,
      ancientTrait_name: c.ancientTraitName,
      ancientTrait_text: c.ancientTraitText,
      effects: c.effects,
      rules: c.rules,
      number: c.number,
      rarity: c.rarity,
      set_name: c.setName,
      set_printedTotal: c.setPrintedTotal,
      regulation_mark: c.regulationMark,
      isAvailable: c.isAvailable !== 0,
    },
    abilities: row.abilities.map((a) => ({ type: a.type ?? '', name: a.name, text: a.text })),
    attacks: row.attacks.map((a) => ({
      name: a.name,
      cost: splitCost(a.cost),
      damage: a.damage,
      text: a.text,
    })),
    created: row.created,
  };
}

/** The edition's stored data, for the field diff beside an info report. */
export function presentCurrentEdition(
  record: CardEnRow | CardEditionRow,
  abilities: Array<{ type: string | null; name: string; text: string }>,
  attacks: Array<{ name: string; cost: string; damage: string; text: string }>,
): CurrentEdition {
  return {
    name: record.name,
    ancientTrait_name: record.ancientTraitName,
    ancientTrait_text: record.ancientTraitText,
    effects: 'effects' in record ? record.effects : null,
    rules: record.rules,
    number: record.number,
    rarity: record.rarity,
    set_name: record.setName,
    set_printedTotal: record.setPrintedTotal,
    isAvailable: record.isAvailable,
    image: record.image,
    image_url: record.imageUrl,
    abilities: abilities.map((a) => ({ type: a.type ?? '', name: a.name, text: a.text })),
    attacks: attacks.map((a) => ({ name: a.name, cost: splitCost(a.cost), damage: a.damage, text: a.text })),
  };
}

function presentCommon(row: QueueRow) {
  return {
    id: row.id,
    card_id: row.card_id,
    card_nation: row.card_nation as Nation,
    card_name: row.card_name,
    user_id: row.user_id,
    nickname: row.nickname,
    status: row.status as ReportStatus,
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at,
    reward_point: row.reward_point,
    review_memo: row.review_memo,
    created: row.created,
  };
}

export function presentImageItem(row: QueueRow): ImageQueueItem {
  return {
    ...presentCommon(row),
    image: row.image ?? '',
    current_image: row.current_image ?? null,
    current_image_url: row.current_image_url ?? null,
  };
}

export function presentBugItem(row: QueueRow): BugQueueItem {
  return { ...presentCommon(row), category: row.category ?? '', content: row.content ?? '' };
}

export { presentCommon as presentQueueCommon };

/** A staff alarm; unlike a member's, it names who raised it (§2.6–§2.8). */
export function presentStaffAlarm(row: AlarmRow): StaffAlarmItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    link: row.link,
    actor_user_id: row.actorUserId,
    actor_nickname: row.actorNickname,
    is_read: row.isRead,
    created: row.created.toISOString(),
  };
}
