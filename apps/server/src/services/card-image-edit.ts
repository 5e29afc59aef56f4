import path from 'node:path';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canSaveCardEdition, enforce, writerAfterSave } from '../policies/permissions';
import { findWriter } from '../repositories/cards';
import { findUserType } from '../repositories/users';
import { applyCardData } from './card-edit';
import type { WriteContext } from './changes';
import { storeImage } from './images';

/** The folder an edition's uploaded images live in; the web app builds the same address (card-image.ts). */
export const cardImageFolder = (nation: Nation) => `card_${nation}_image`;

/**
 * The edit dialog's image upload (§7.8): checked and re-encoded like every upload, stored in the
 * edition's folder; answers the file name the dialog then saves as the edition's image.
 */
export async function storeCardImage(dataDir: string, nation: Nation, bytes: Buffer): Promise<string> {
  return path.posix.basename(await storeImage(dataDir, cardImageFolder(nation), bytes));
}

/** §2.12 초기화: the edition goes back to having no uploaded image, under the same §6 rules as a save. */
export async function resetCardImage(
  { db, changes }: WriteContext,
  user: SessionUser,
  cardId: string,
  nation: Nation,
): Promise<void> {
  await db.transaction(async (tx) => {
    const writer = await findWriter(tx, cardId, nation);
    if (writer === undefined) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
    const writerType = writer ? await findUserType(tx, writer) : undefined;
    enforce(canSaveCardEdition(user, nation, { writer, writerType }));
    await applyCardData(tx, {
      cardId,
      nation,
      fields: { image: 'default.png' },
      writer: writerAfterSave(user, writer),
    });
  });
  changes.cardsChanged([cardId]);
}
