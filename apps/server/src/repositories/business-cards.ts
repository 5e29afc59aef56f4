import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { businessCard } from '../db/schema/index';

/** Members' 명함 (/businesscard; decision 035). */

export interface BusinessCardRow {
  intro: string;
  favorite_card_id: string | null;
  main_deck_id: number | null;
  /** Korean name when the card has one, else its English name. */
  favorite_name: string | null;
  favorite_image: string | null;
  main_deck_title: string | null;
  main_deck_status: string | null;
  main_deck_writer: string | null;
  /** Their approved PTCGL player name, if any. */
  ptcgl_name: string | null;
  /** Distinct cards in the member's collection books, every edition. */
  collection_count: number;
}

/** The card with what it shows, and the facts about the member around it, in one statement. */
export async function findBusinessCard(db: DbOrTx, userId: string): Promise<BusinessCardRow> {
  const [row] = await queryRows<BusinessCardRow>(
    db,
    sql`select coalesce(b.intro, '') as intro, b.favorite_card_id, b.main_deck_id,
        coalesce(s.name_kr, s.name_en) as favorite_name, coalesce(s.image_kr, s.image_en, s.image_jp) as favorite_image,
        d.title as main_deck_title, d.status as main_deck_status, d.user_id as main_deck_writer,
        (select p.ptcgl_name from league_player p where p.user_id = u.user_id and p.status = '승인' limit 1)
          as ptcgl_name,
        (select count(*)::int from collection c where c.user_id = u.user_id) as collection_count
      from users u
      left join business_card b on b.user_id = u.user_id
      left join card_search s on s.card_id = b.favorite_card_id
      left join deck d on d.id = b.main_deck_id
      where u.user_id = ${userId}`,
  );
  return (
    row ?? {
      intro: '',
      favorite_card_id: null,
      main_deck_id: null,
      favorite_name: null,
      favorite_image: null,
      main_deck_title: null,
      main_deck_status: null,
      main_deck_writer: null,
      ptcgl_name: null,
      collection_count: 0,
    }
  );
}

export async function cardExists(db: DbOrTx, cardId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from card_search where card_id = ${cardId} limit 1`,
  );
  return rows.length > 0;
}

/** One statement: a member's first save creates the row, later ones replace it. */
export async function upsertBusinessCard(
  db: DbOrTx,
  userId: string,
  values: { intro: string; favoriteCardId: string | null; mainDeckId: number | null },
): Promise<void> {
  await db
    .insert(businessCard)
    .values({ userId, ...values, updated: new Date() })
    .onConflictDoUpdate({ target: businessCard.userId, set: { ...values, updated: new Date() } });
}
