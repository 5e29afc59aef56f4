import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportKind, ReportStatus } from '@carddogam/contract/calls/provide';
import { queryRows, type DbOrTx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';
import {
  cardProvide,
  cardProvideAbility,
  cardProvideAttack,
  provideBug,
  provideImage,
  provideInfo,
} from '../db/schema/index';

/** The image, info and bug reports (§7.7) and their review by staff; the only SQL of the review queue. */

export const REPORT_TABLES = { image: provideImage, info: provideInfo, bug: provideBug } as const;

export async function insertImageReport(db: DbOrTx, row: typeof provideImage.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(provideImage).values(row).returning({ id: provideImage.id });
  return inserted!.id;
}

export async function insertCardProvide(db: DbOrTx, row: typeof cardProvide.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(cardProvide).values(row).returning({ id: cardProvide.id });
  return inserted!.id;
}

export async function insertProvideParts(
  db: DbOrTx,
  cardProvideId: number,
  cardId: string,
  abilities: Array<{ type: string; name: string; text: string }>,
  attacks: Array<{ name: string; cost: string[]; damage: string; text: string }>,
): Promise<void> {
  if (abilities.length > 0)
    await db
      .insert(cardProvideAbility)
      .values(abilities.map((a, position) => ({ cardProvideId, cardId, position, ...a })));
  if (attacks.length > 0)
    await db.insert(cardProvideAttack).values(
      attacks.map((a, position) => ({
        cardProvideId,
        cardId,
        position,
        name: a.name,
        cost: a.cost.join(','),
        convertedEnergyCost: a.cost.length,
        damage: a.damage,
        text: a.text,
      })),
    );
}

export async function insertProvideInfo(db: DbOrTx, row: typeof provideInfo.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(provideInfo).values(row).returning({ id: provideInfo.id });
  return inserted!.id;
}

export interface InfoReportRow {
  provideId: number;
  userId: string;
  nickname: string | null;
  cardNation: string;
  content: string;
  status: string;
  created: string;
  card: typeof cardProvide.$inferSelect;
  abilities: Array<{ type: string | null; name: string; text: string }>;
  attacks: Array<{ name: string; cost: string; damage: string; text: string }>;
}

/** One info report with its card_provide row and parts, or undefined. */
export async function findInfoReport(db: DbOrTx, provideId: number): Promise<InfoReportRow | undefined> {
  const [head] = await queryRows<{
    user_id: string;
    nickname: string | null;
    card_nation: string;
    content: string;
    status: string;
    card_provide_id: number;
    created: string;
  }>(
    db,
    sql`select i.user_id, u.nickname, i.card_nation, i.content, i.status, i.card_provide_id,
          ${seoulTime(sql`i.created`)} as created
        from provide_info i left join users u on u.user_id = i.user_id
        where i.id = ${provideId}`,
  );
  if (!head) return undefined;
  const [card] = await db.select().from(cardProvide).where(eq(cardProvide.id, head.card_provide_id));
  const abilities = await db
    .select({ type: cardProvideAbility.type, name: cardProvideAbility.name, text: cardProvideAbility.text })
    .from(cardProvideAbility)
    .where(eq(cardProvideAbility.cardProvideId, head.card_provide_id))
    .orderBy(asc(cardProvideAbility.position), asc(cardProvideAbility.id));
  const attacks = await db
    .select({
      name: cardProvideAttack.name,
      cost: cardProvideAttack.cost,
      damage: cardProvideAttack.damage,
      text: cardProvideAttack.text,
    })
    .from(cardProvideAttack)
    .where(eq(cardProvideAttack.cardProvideId, head.card_provide_id))
    .orderBy(asc(cardProvideAttack.position), asc(cardProvideAttack.id));
  return {
    provideId,
    userId: head.user_id,
    nickname: head.nickname,
    cardNation: head.card_nation,
    content: head.content,
    status: head.status,
    created: head.created,
    card: card!,
    abilities,
    attacks,
  };
}

const seoulTime = seoulDateTime;

export interface QueueRow {
  id: number;
  card_id: string;
  card_nation: string;
  card_name: string | null;
  user_id: string;
  nickname: string | null;
  status: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  reward_point: number | null;
  review_memo: string | null;
  created: string;
  /** Kind-specific columns: image; category, content; card_provide_id. */
  image?: string;
  current_image?: string | null;
  current_image_url?: string | null;
  category?: string;
  content?: string;
}

const QUEUE_SOURCES: Record<ReportKind, { from: SQL; cardId: SQL; extra: SQL }> = {
  image: {
    from: sql`provide_image r`,
    cardId: sql`r.card_id`,
    extra: sql`r.image,
      case r.card_nation when 'kr' then k.image when 'jp' then j.image else e.image end as current_image,
      case r.card_nation when 'kr' then k.image_url when 'jp' then j.image_url else e.image_url end
        as current_image_url`,
  },
  info: {
    from: sql`provide_info r join card_provide p on p.id = r.card_provide_id`,
    cardId: sql`p.card_id`,
    extra: sql`r.content`,
  },
  bug: { from: sql`provide_bug r`, cardId: sql`r.card_id`, extra: sql`r.category, r.content` },
};

/** One page of a report kind, newest first, with the reporter's nickname and the card's shown name. */
export async function listQueue(
  db: DbOrTx,
  kind: ReportKind,
  status: ReportStatus | 'all',
  page: { page: number; size: number },
): Promise<{ total: number; rows: QueueRow[] }> {
  const source = QUEUE_SOURCES[kind];
  const where = status === 'all' ? sql`true` : sql`r.status = ${status}`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${source.from} where ${where}`,
  );
  const rows = await queryRows<QueueRow>(
    db,
    sql`select r.id, ${source.cardId} as card_id, r.card_nation,
          coalesce(case r.card_nation when 'kr' then k.name when 'jp' then j.name end, e.name) as card_name,
          r.user_id, u.nickname, r.status, r.reviewed_by, ${seoulTime(sql`r.reviewed_at`)} as reviewed_at,
          r.reward_point, r.review_memo, ${seoulTime(sql`r.created`)} as created, ${source.extra}
        from ${source.from}
        left join users u on u.user_id = r.user_id
        left join card_en e on e.id = ${source.cardId}
        left join card_kr k on k.card_id = ${source.cardId}
        left join card_jp j on j.card_id = ${source.cardId}
        where ${where}
        order by r.created desc, r.id desc
        limit ${page.size} offset ${(page.page - 1) * page.size}`,
  );
  return { total: count?.n ?? 0, rows };
}

export interface ReportHead {
  id: number;
  userId: string;
  cardId: string;
  cardNation: string;
  status: string;
  image?: string;
  cardProvideId?: number;
}

/** The parts of a report a decision needs, or undefined. */
export async function findReportHead(
  db: DbOrTx,
  kind: ReportKind,
  id: number,
): Promise<ReportHead | undefined> {
  if (kind === 'info') {
    const [row] = await db
      .select({
        id: provideInfo.id,
        userId: provideInfo.userId,
        cardId: cardProvide.cardId,
        cardNation: provideInfo.cardNation,
        status: provideInfo.status,
        cardProvideId: provideInfo.cardProvideId,
      })
      .from(provideInfo)
      .innerJoin(cardProvide, eq(cardProvide.id, provideInfo.cardProvideId))
      .where(eq(provideInfo.id, id));
    return row;
  }
  if (kind === 'image') {
    const [row] = await db
      .select({
        id: provideImage.id,
        userId: provideImage.userId,
        cardId: provideImage.cardId,
        cardNation: provideImage.cardNation,
        status: provideImage.status,
        image: provideImage.image,
      })
      .from(provideImage)
      .where(eq(provideImage.id, id));
    return row;
  }
  const [row] = await db
    .select({
      id: provideBug.id,
      userId: provideBug.userId,
      cardId: provideBug.cardId,
      cardNation: provideBug.cardNation,
      status: provideBug.status,
    })
    .from(provideBug)
    .where(eq(provideBug.id, id));
  return row;
}

/**
 * Records a decision only while the report is still pending; answers false when another decision got
 * there first, so a report is decided once even when two staff members click at the same moment.
 */
export async function markDecided(
  db: DbOrTx,
  kind: ReportKind,
  id: number,
  decision: { status: 'approved' | 'rejected'; reviewedBy: string; rewardPoint: number | null; memo: string },
): Promise<boolean> {
  const table = REPORT_TABLES[kind];
  const rows = await db
    .update(table)
    .set({
      status: decision.status,
      reviewedBy: decision.reviewedBy,
      reviewedAt: new Date(),
      rewardPoint: decision.rewardPoint,
      reviewMemo: decision.memo,
    })
    .where(and(eq(table.id, id), eq(table.status, 'pending')))
    .returning({ id: table.id });
  return rows.length > 0;
}
