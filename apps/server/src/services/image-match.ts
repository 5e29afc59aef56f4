import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MATCH_MSG as M, type ImageMatchRow } from '@carddogam/contract/calls/image-match';
import type { Nation } from '@carddogam/contract/constants';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { AppError, badRequest, conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canEditEdition, canSaveCardEdition, enforce, writerAfterSave } from '../policies/permissions';
import { findWriter } from '../repositories/cards';
import * as items from '../repositories/image-match';
import { logStaffActions } from '../repositories/staff-action-log';
import { findUserType } from '../repositories/users';
import { applyCardData } from './card-edit';
import { cardImageFolder, storeCardImage } from './card-image-edit';
import type { WriteContext } from './changes';
import { nameCandidates, type UploadedFile } from './image-match-files';
import { looksLikeImage, reencodeImage } from './images';

/**
 * Image matching (/admin/card/image_match; decision 036). Uploaded pictures wait, re-encoded, under
 * DATA_DIR/tmp/image-match/<batch>; 적용 stores each through the edit dialog's pipeline (storeCardImage)
 * and sets the edition's image, the whole batch in one transaction.
 */

const EDITION_LABEL: Record<Nation, string> = { kr: '한국어', jp: '일본어', en: '영어' };
const TMP_FOLDER = path.join('tmp', 'image-match');

interface Match {
  cardId: string | null;
  matchedBy: 'file_name' | 'set_number' | null;
  error: string | null;
}

async function matchCard(db: Db, nation: Nation, fileName: string): Promise<Match> {
  const candidates = nameCandidates(fileName);
  let found = await items.cardsById(db, nation, candidates.ids);
  let matchedBy: Match['matchedBy'] = 'file_name';
  if (found.length === 0 && candidates.setNumber) {
    const { setId, number, sourceIds } = candidates.setNumber;
    found =
      nation === 'en'
        ? await items.cardsBySetNumber(db, setId, number)
        : await items.cardsById(db, nation, sourceIds);
    matchedBy = 'set_number';
  }
  const unique = [...new Set(found)];
  if (unique.length !== 1) return { cardId: null, matchedBy: null, error: M.noCard };
  const cardId = unique[0]!;
  if (!(await items.hasEdition(db, nation, cardId)))
    return { cardId, matchedBy, error: M.noEdition(EDITION_LABEL[nation]) };
  return { cardId, matchedBy, error: null };
}

/** Re-encodes a file for its wait; null with the message when it is not a picture. */
async function prepare(file: UploadedFile): Promise<{ webp: Buffer | null; error: string | null }> {
  if (file.error || !file.bytes) return { webp: null, error: file.error ?? M.notImage };
  if (!looksLikeImage(file.bytes)) return { webp: null, error: M.notImage };
  try {
    return { webp: await reencodeImage(file.bytes), error: null };
  } catch {
    return { webp: null, error: M.notImage };
  }
}

/** Takes a batch: every file becomes a row, matched when its name finds one card of the edition. */
export async function uploadBatch(
  db: Db,
  dataDir: string,
  user: SessionUser,
  nation: Nation,
  files: UploadedFile[],
): Promise<string> {
  enforce(canEditEdition(user, nation));
  const batchId = randomUUID();
  const folder = path.join(dataDir, TMP_FOLDER, batchId);
  await mkdir(folder, { recursive: true });
  const rows: items.NewImageMatchItem[] = [];
  for (const [index, file] of files.entries()) {
    const { webp, error } = await prepare(file);
    const base = { batchId, userId: user.userId, nation, fileName: file.name.slice(0, 200) };
    if (!webp) {
      rows.push({ ...base, storedPath: null, status: '오류', error });
      continue;
    }
    const storedPath = path.posix.join(TMP_FOLDER.split(path.sep).join('/'), batchId, `${index}.webp`);
    await writeFile(path.join(dataDir, storedPath), webp);
    const match = await matchCard(db, nation, file.name);
    rows.push({ ...base, storedPath, cardId: match.cardId, matchedBy: match.matchedBy, error: match.error });
  }
  await items.insertItems(db, rows);
  return batchId;
}

export function presentRow(row: items.BatchRow): ImageMatchRow {
  return {
    id: row.id,
    file_name: row.fileName,
    upload_url: row.storedPath ? `/api/admin/card/image_match/file/${row.id}` : null,
    card_id: row.cardId,
    card_name: row.cardName,
    current_image: row.currentImage,
    current_image_url: row.currentImageUrl,
    matched_by: row.matchedBy,
    status: row.status as ImageMatchRow['status'],
    error: row.error,
  };
}

/** A batch as its uploader's edition allows: 일어알바 only see jp batches of their own. */
export async function readBatch(db: Db, user: SessionUser, batchId: string) {
  const rows = await items.listBatch(db, batchId);
  if (rows.length === 0) throw notFound(M.itemMissing, 'NOT_FOUND');
  const nation = rows[0]!.nation as Nation;
  enforce(canEditEdition(user, nation));
  return { batch_id: batchId, nation, rows: rows.map(presentRow) };
}

async function waitingItem(db: Db, user: SessionUser, id: number) {
  const item = await items.findItem(db, id);
  if (!item) throw notFound(M.itemMissing, 'NOT_FOUND');
  enforce(canEditEdition(user, item.nation as Nation));
  if (item.status === '적용' || item.status === '제외') throw conflict(M.itemDone, 'ALREADY_DECIDED');
  return item;
}

/** Staff name the card themselves (a name that matched nothing, or matched the wrong card). */
export async function setItemCard(db: Db, user: SessionUser, id: number, cardId: string) {
  const item = await waitingItem(db, user, id);
  if (!item.storedPath) throw badRequest(item.error ?? M.notImage, 'NOT_AN_IMAGE');
  const nation = item.nation as Nation;
  const [found] = await items.cardsById(db, 'en', [cardId]);
  if (!found) throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
  if (!(await items.hasEdition(db, nation, found)))
    throw badRequest(M.noEdition(EDITION_LABEL[nation]), 'NATION_REQUIRED');
  await items.updateItem(db, id, { cardId: found, matchedBy: 'staff', status: '대기', error: null });
  const row = (await items.listBatch(db, item.batchId)).find((r) => r.id === id)!;
  return presentRow(row);
}

export async function dropItem(db: Db, dataDir: string, user: SessionUser, id: number): Promise<void> {
  const item = await waitingItem(db, user, id);
  await items.updateItem(db, id, { status: '제외' });
  if (item.storedPath) await rm(path.join(dataDir, item.storedPath), { force: true });
}

/**
 * 적용: stores the waiting, matched rows as the edition's image. The files are stored first; when one
 * cannot be, the ones already stored are removed and nothing changes. The database writes (images,
 * statuses, the log per card) are one transaction.
 */
export async function applyBatch(
  { db, changes }: WriteContext,
  dataDir: string,
  user: SessionUser,
  batchId: string,
  ids?: number[],
): Promise<number> {
  const stored: string[] = [];
  const removeStored = () =>
    Promise.all(stored.map((file) => rm(path.join(dataDir, 'upload', file), { force: true })));
  let cardIds: string[] = [];
  let waiting: string[] = [];
  try {
    await runInTransaction(db, async (tx) => {
      // A rerun after a deadlock starts over: the files of the rolled-back run go first.
      await removeStored();
      stored.length = 0;
      const rows = await items.lockApplicable(tx, batchId, ids);
      if (rows.length === 0) throw badRequest(M.nothingToApply, 'BAD_REQUEST');
      const nation = rows[0]!.nation as Nation;
      enforce(canEditEdition(user, nation));
      const log = [];
      for (const row of rows) {
        const cardId = row.cardId!;
        const writer = await findWriter(tx, cardId, nation);
        if (writer === undefined) throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
        const writerType = writer ? await findUserType(tx, writer) : undefined;
        enforce(canSaveCardEdition(user, nation, { writer, writerType }));
        const before =
          (await items.listBatch(tx, batchId)).find((r) => r.id === row.id)?.currentImage ?? null;
        const fileName = await storeFile(dataDir, nation, row.storedPath!);
        stored.push(path.posix.join(cardImageFolder(nation), fileName));
        await applyCardData(tx, {
          cardId,
          nation,
          fields: { image: fileName },
          writer: writerAfterSave(user, writer),
        });
        log.push({
          action: 'card.image_match',
          targetType: 'card',
          targetId: cardId,
          before: { nation, image: before },
          after: { nation, image: fileName, file: row.fileName },
        });
      }
      await items.markApplied(
        tx,
        rows.map((r) => r.id),
      );
      await logStaffActions(tx, user.userId, log);
      cardIds = rows.map((r) => r.cardId!);
      waiting = rows.map((r) => r.storedPath!);
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
  changes.cardsChanged(cardIds);
  // The applied rows' waiting copies are no longer needed; a failure here only leaves a stray file.
  await Promise.all(waiting.map((file) => rm(path.join(dataDir, file), { force: true }))).catch(
    () => undefined,
  );
  return cardIds.length;
}

async function storeFile(dataDir: string, nation: Nation, storedPath: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(dataDir, storedPath));
  } catch {
    throw new AppError(409, 'IMAGE_STORE_FAILED', M.storeFailed);
  }
  return storeCardImage(dataDir, nation, bytes);
}

/** The waiting file of a row, for the screen's preview. */
export async function readItemFile(db: Db, dataDir: string, user: SessionUser, id: number): Promise<Buffer> {
  const item = await items.findItem(db, id);
  if (!item?.storedPath) throw notFound(M.itemMissing, 'NOT_FOUND');
  enforce(canEditEdition(user, item.nation as Nation));
  try {
    return await readFile(path.join(dataDir, item.storedPath));
  } catch {
    throw notFound(M.itemMissing, 'NOT_FOUND');
  }
}
