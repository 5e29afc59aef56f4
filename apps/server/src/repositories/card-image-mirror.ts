import { sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { cardImageMirror } from '../db/schema/index';

/** The image job's record of copied catalogue pictures (schema/card-images.ts, decision 029). */

export interface EditionImageSource {
  cardId: string;
  nation: Nation;
  /** The catalogue's address of the edition's picture. */
  imageUrl: string;
  /** The address the recorded copy was made from, when there is one (stale when it differs). */
  mirroredFrom: string | null;
}

/**
 * Every edition that shows a catalogue picture: it has a source address and no uploaded image (an upload
 * is shown instead, so copying the source's picture would be wasted).
 */
export function listEditionImageSources(db: DbOrTx): Promise<EditionImageSource[]> {
  const edition = (table: string, nation: Nation, idColumn: string) => sql`
    select x.${sql.raw(idColumn)} as "cardId", ${nation}::text as nation, x.image_url as "imageUrl",
      m.source_url as "mirroredFrom"
    from ${sql.raw(table)} x
    left join card_image_mirror m on m.card_id = x.${sql.raw(idColumn)} and m.nation = ${nation}
    where coalesce(x.image_url, '') <> '' and x.image = 'default.png'`;
  return queryRows<EditionImageSource>(
    db,
    sql`${edition('card_en', 'en', 'id')} union all ${edition('card_kr', 'kr', 'card_id')}
      union all ${edition('card_jp', 'jp', 'card_id')} order by "cardId", nation`,
  );
}

export interface MirrorRecord {
  cardId: string;
  nation: Nation;
  sourceUrl: string;
  address: string;
}

/** Records copies; a newer copy of an edition replaces the older record. */
export async function recordMirrors(db: DbOrTx, records: readonly MirrorRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(cardImageMirror)
    .values(records.map((r) => ({ ...r })))
    .onConflictDoUpdate({
      target: [cardImageMirror.cardId, cardImageMirror.nation],
      set: {
        sourceUrl: sql`excluded.source_url`,
        address: sql`excluded.address`,
        mirrored: sql`now()`,
      },
    });
}
