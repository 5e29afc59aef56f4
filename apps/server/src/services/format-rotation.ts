import { koreanToday } from '@carddogam/contract/trade/chart';
import { SITE_SETTINGS_MSG as M, type StandardCheck } from '@carddogam/contract/calls/site-settings';
import type { DbOrTx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { cardFacts } from '../repositories/decks';
import * as rotations from '../repositories/format-rotation';
import { namesPrintedWithMarks } from '../repositories/league-entries';
import { logStaffAction } from '../repositories/staff-action-log';
import type { Services } from './container';

/**
 * The standard rotation (/admin/deck/renewal; 관리자). The row with the latest date not after today
 * (Korean date) is in force; before staff add any row nothing is restricted, as before the setting
 * existed. A card is legal when some English print of its name carries a legal mark (a reprint keeps an
 * old card legal), and basic Energy always is — the league's rule (decision 035).
 */

export async function standardMarksInForce(db: DbOrTx, today = koreanToday()): Promise<string[] | null> {
  const row = await rotations.findRotationInForce(db, today);
  return row ? row.legalMarks : null;
}

/** The marks a tournament checks: its own, else for a standard tournament the rotation in force. */
export async function tournamentMarks(
  db: DbOrTx,
  format: string,
  own: readonly string[],
): Promise<readonly string[]> {
  if (own.length > 0 || format !== rotations.STANDARD) return own;
  return (await standardMarksInForce(db)) ?? [];
}

export async function checkStandard(db: DbOrTx, cardIds: readonly string[]): Promise<StandardCheck> {
  const row = await rotations.findRotationInForce(db, koreanToday());
  if (!row) return { effective_from: null, legal_marks: [], illegal: [] };
  const facts = [...(await cardFacts(db, [...new Set(cardIds)])).values()].filter((c) => !c.basic_energy);
  const legal = await namesPrintedWithMarks(db, [...new Set(facts.map((c) => c.name_en))], row.legalMarks);
  return {
    effective_from: row.effectiveFrom,
    legal_marks: row.legalMarks,
    illegal: facts
      .filter((c) => !legal.has(c.name_en))
      .map((c) => ({ card_id: c.card_id, name_en: c.name_en })),
  };
}

export async function listRotations(db: DbOrTx) {
  const today = koreanToday();
  const [list, inForce] = await Promise.all([
    rotations.listRotations(db),
    rotations.findRotationInForce(db, today),
  ]);
  return {
    today,
    in_force_id: inForce?.id ?? null,
    list: list.map((r) => ({
      id: r.id,
      effective_from: r.effectiveFrom,
      legal_marks: r.legalMarks,
      memo: r.memo,
    })),
  };
}

const rotationMissing = () => notFound(M.itemMissing);

export async function saveRotation(
  services: Services,
  user: SessionUser,
  p: { id?: number; effective_from: string; legal_marks: string[]; memo: string },
): Promise<number> {
  const values = {
    effectiveFrom: p.effective_from,
    legalMarks: [...new Set(p.legal_marks)].sort(),
    memo: p.memo,
  };
  try {
    return await runInTransaction(services.db, async (tx) => {
      const before = p.id === undefined ? null : await rotations.findRotation(tx, p.id);
      if (before === undefined) throw rotationMissing();
      const after =
        p.id === undefined
          ? await rotations.insertRotation(tx, values)
          : await rotations.updateRotation(tx, p.id, values);
      if (!after) throw rotationMissing();
      await logStaffAction(tx, user.userId, {
        action: p.id === undefined ? 'format_rotation.create' : 'format_rotation.update',
        targetType: 'format_rotation',
        targetId: after.id,
        before,
        after,
      });
      return after.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.rotationTaken);
    throw err;
  }
}

export async function deleteRotation(services: Services, user: SessionUser, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const before = await rotations.deleteRotation(tx, id);
    if (!before) throw rotationMissing();
    await logStaffAction(tx, user.userId, {
      action: 'format_rotation.delete',
      targetType: 'format_rotation',
      targetId: id,
      before,
    });
  });
}
