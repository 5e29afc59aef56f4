import {
  CARD_EXCEL_MSG as M,
  SHEET_MAX_ROWS,
  type ExcelApplied,
  type ExcelPreview,
} from '@carddogam/contract/calls/card-excel';
import { EDIT_ALARM_KIND } from '@carddogam/contract/calls/card-edit';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canEditEdition, canSaveCardEdition, enforce, writerAfterSave } from '../policies/permissions';
import { insertStaffAlarm } from '../repositories/alarms';
import {
  findCardsForSheet,
  insertSheetUpdateLogs,
  listCardsForSheet,
  rarityList,
  regulationMarkList,
  writeEditionValues,
  type ExcelFilterValues,
} from '../repositories/card-excel';
import { refreshCardSearch } from '../repositories/card-search';
import { logStaffActions } from '../repositories/staff-action-log';
import type { WriteContext } from './changes';
import { diffSheet, headerError, sheetRows } from './card-excel-diff';
import { readCardSheet, writeCardSheet } from './card-excel-file';

/**
 * Bulk edit with spreadsheets (/admin/card/excel, decision 036): the export, the dry run and the apply.
 * 일어알바 work on the jp sheet only; every changed card passes the §6 rules of the edit dialog.
 */

const UPDATE_MEMO = '엑셀 일괄 수정';

/** The .xlsx file of one edition of the filtered cards (at most 5,000). */
export async function exportCardSheet(
  db: DbOrTx,
  user: SessionUser,
  filters: ExcelFilterValues,
): Promise<{ filename: string; bytes: Buffer }> {
  enforce(canEditEdition(user, filters.nation));
  const cards = await listCardsForSheet(db, filters, SHEET_MAX_ROWS + 1);
  if (cards.length > SHEET_MAX_ROWS) throw badRequest(M.tooManyCards, 'TOO_MANY_CARDS');
  if (cards.length === 0) throw notFound(M.noCards, 'CARD_NOT_FOUND');
  const bytes = await writeCardSheet(filters.nation, cards);
  return { filename: `card_${filters.nation}_${cards.length}.xlsx`, bytes };
}

/** Reads the upload and compares it with the stored cards; `lock` holds the cards' rows until commit. */
async function diffUpload(db: DbOrTx, user: SessionUser, nation: Nation, bytes: Buffer, lock: boolean) {
  const data = await readCardSheet(nation, bytes);
  const wrongHeader = headerError(nation, data[0]);
  if (wrongHeader) throw badRequest(wrongHeader, 'SHEET_INVALID');
  const rows = sheetRows(nation, data);
  const ids = [...new Set(rows.map((r) => r.id).filter(Boolean))];
  const stored = await findCardsForSheet(db, nation, ids, lock);
  const [rarities, regulationMarks] = await Promise.all([rarityList(db, nation), regulationMarkList(db)]);
  const diff = diffSheet(nation, rows, stored, {
    rarities,
    regulationMarks,
    refusal: (card) => {
      const { writer, writerType, hasRecord } = stored.get(card.id)!;
      // A card the edition has no record of yet has no previous editor, so only the edition rule applies:
      // filling in missing Korean data is what the sheet is for.
      const verdict = hasRecord
        ? canSaveCardEdition(user, nation, { writer, writerType })
        : canEditEdition(user, nation);
      return verdict.ok ? null : verdict.message;
    },
  });
  return { rows, stored, diff };
}

/** The dry run: what the sheet would change and which rows are wrong. Nothing is written. */
export async function previewCardSheet(
  db: DbOrTx,
  user: SessionUser,
  nation: Nation,
  bytes: Buffer,
): Promise<ExcelPreview> {
  enforce(canEditEdition(user, nation));
  const { rows, diff } = await diffUpload(db, user, nation, bytes, false);
  return {
    nation,
    rows: rows.length,
    cards: diff.updates.length,
    changes: diff.changes,
    errors: diff.errors,
  };
}

/**
 * Applies the sheet in one transaction, read again under the cards' row locks: nothing when any row is
 * wrong; otherwise exactly the diffed fields, the writer as the edit dialog records it, one update log and
 * one staff action log entry per card, one staff alarm for the import, and the cards' search rows.
 */
export async function applyCardSheet(
  { db, changes }: WriteContext,
  user: SessionUser,
  nation: Nation,
  bytes: Buffer,
): Promise<ExcelApplied> {
  enforce(canEditEdition(user, nation));
  const { ids, fields } = await runInTransaction(db, async (tx) => {
    const { stored, diff } = await diffUpload(tx, user, nation, bytes, true);
    if (diff.errors.length > 0) {
      const more = diff.errors.length > 1 ? ` 외 ${diff.errors.length - 1}건` : '';
      throw badRequest(`${M.fixRowsFirst} (${diff.errors[0]!.message}${more})`, 'SHEET_ROW_ERRORS');
    }
    const ids = diff.updates.map((u) => u.id);
    if (ids.length === 0) return { ids, fields: 0 };
    await writeEditionValues(
      tx,
      nation,
      diff.updates.map((u) => ({
        id: u.id,
        writer: writerAfterSave(user, stored.get(u.id)!.writer),
        values: u.after,
      })),
    );
    await insertSheetUpdateLogs(tx, nation, user.userId, ids, UPDATE_MEMO);
    await logStaffActions(
      tx,
      user.userId,
      diff.updates.map((u) => ({
        action: 'card.excel_update',
        targetType: `card_${nation}`,
        targetId: u.id,
        before: u.before,
        after: u.after,
        memo: `${UPDATE_MEMO} ${u.row}행`,
      })),
    );
    const kind = EDIT_ALARM_KIND[nation];
    await insertStaffAlarm(tx, {
      kind,
      title: `${user.nickname}(${user.userId})님이 엑셀로 ${kind} ${ids.length}장을 수정했습니다`,
      content: UPDATE_MEMO,
      link: '/admin/card/excel',
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
    await refreshCardSearch(tx, ids);
    return { ids, fields: diff.changes.length };
  });
  changes.cardsChanged(ids);
  return { cards: ids.length, fields, message: M.applied(ids.length, fields) };
}
