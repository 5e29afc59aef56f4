import type { z } from 'zod';
import { CARD_EDIT_MSG, EDIT_ALARM_KIND, type saveParams } from '@carddogam/contract/calls/card-edit';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { DbOrTx } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canSaveCardEdition, enforce, writerAfterSave } from '../policies/permissions';
import { findCardEn, findWriter, listAbilities, listAttacks } from '../repositories/cards';
import { updateBaseRecord } from '../repositories/card-edit';
import { insertUpdateLog } from '../repositories/reports';
import { insertStaffAlarm } from '../repositories/alarms';
import { findUserType } from '../repositories/users';
import { applyCardData, replaceAbilities, type CardAbilityInput, type CardAttackInput } from './card-edit';
import type { WriteContext } from './changes';

export type SaveInput = z.output<typeof saveParams>;

export interface SaveOptions {
  /** Runs inside the transaction right after the abilities step; tests use it to fail half-way. */
  afterAbilities?: (tx: DbOrTx) => Promise<void>;
}

/** §5 staff card edit: the required fields, checked only when the card is marked 발매중. */
export function requiredFieldError(input: SaveInput): string | null {
  const { fields, base } = input;
  if (base?.hp != null && (base.hp < 0 || base.hp > 340)) return CARD_EDIT_MSG.hpRange;
  if (!fields.isAvailable) return null;
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  if (blank(input.id)) return MSG.editIdRequired;
  if (blank(fields.name) || (base && blank(base.name))) return MSG.editNameRequired;
  if (base && blank(base.supertype)) return MSG.editSupertypeRequired;
  if (blank(fields.number)) return MSG.editNumberRequired;
  if (fields.set_printedTotal === null) return MSG.editPrintedTotalRequired;
  if (blank(fields.set_name)) return MSG.editSetNameRequired;
  return null;
}

/** §6 for one edition of one card: refuses with the spec message, else answers the writer to record. */
async function checkWriter(db: DbOrTx, user: SessionUser, cardId: string, nation: Nation): Promise<string> {
  const writer = (await findWriter(db, cardId, nation)) ?? null;
  const writerType = writer ? await findUserType(db, writer) : undefined;
  enforce(canSaveCardEdition(user, nation, { writer, writerType }));
  return writerAfterSave(user, writer);
}

const asAbilities = (rows: { type: string | null; name: string; text: string }[]): CardAbilityInput[] =>
  rows.map((a) => ({ type: a.type ?? '', name: a.name, text: a.text }));
const asAttacks = (rows: { name: string; cost: string; damage: string; text: string }[]): CardAttackInput[] =>
  rows.map((a) => ({ name: a.name, cost: a.cost ? a.cost.split(',') : [], damage: a.damage, text: a.text }));

/**
 * The whole save of the staff edit dialog (§2.12 steps 1–8) in one transaction: permission, required
 * fields, abilities, attacks, the card (and the base record for a whole kr/jp edit), the copy list, the
 * update log and the staff alarm. Once committed, the card and its copies are announced as changed.
 */
export async function saveCardEdit(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: SaveInput,
  options: SaveOptions = {},
): Promise<{ writer: string }> {
  const { id, nation } = input;
  if (!(await findCardEn(db, id))) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
  const missingField = requiredFieldError(input);
  if (missingField) throw badRequest(missingField, 'REQUIRED_FIELD');
  const whole = input.insert_type === 'whole';

  const { writer, changedIds } = await db.transaction(async (tx) => {
    const writer = await checkWriter(tx, user, id, nation);
    if (whole && input.abilities) await replaceAbilities(tx, id, nation, input.abilities);
    await options.afterAbilities?.(tx);
    if (whole && input.base) await updateBaseRecord(tx, id, input.base);
    const f = input.fields;
    await applyCardData(tx, {
      cardId: id,
      nation,
      writer,
      attacks: whole ? input.attacks : undefined,
      fields: {
        name: f.name,
        ancientTraitName: f.ancientTrait_name,
        ancientTraitText: f.ancientTrait_text,
        effects: f.effects,
        rules: f.rules,
        image: f.image,
        number: f.number,
        rarity: f.rarity,
        setName: f.set_name,
        setPrintedTotal: f.set_printedTotal,
        isAvailable: f.isAvailable,
      },
    });

    const copyIds = [...new Set(input.copy_ids)].filter((copyId) => copyId !== id);
    if (copyIds.length > 0) {
      // The copies get what is stored now, so a simple edit copies the parts it did not touch as well.
      const abilities = asAbilities(await listAbilities(tx, id, nation));
      const attacks = asAttacks(await listAttacks(tx, id, nation));
      for (const copyId of copyIds) {
        if (!(await findCardEn(tx, copyId)))
          throw notFound(`${CARD_EDIT_MSG.copyTargetMissing}: ${copyId}`, 'COPY_TARGET_NOT_FOUND');
        const copyWriter = await checkWriter(tx, user, copyId, nation);
        await applyCardData(tx, {
          cardId: copyId,
          nation,
          writer: copyWriter,
          abilities,
          attacks,
          fields: { setName: f.set_name, effects: f.effects, rules: f.rules },
        });
      }
    }

    await insertUpdateLog(tx, {
      provideType: 'card',
      provideId: 0,
      cardId: id,
      cardNation: nation,
      provider: user.userId,
      updater: user.userId,
      memo: input.memo,
    });
    const kind = EDIT_ALARM_KIND[nation];
    await insertStaffAlarm(tx, {
      kind,
      title: `${user.nickname}(${user.userId})님이 ${kind}를 수정했습니다 [${id}]`,
      content: input.memo,
      link: `/card/detail?id=${encodeURIComponent(id)}`,
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
    return { writer, changedIds: [id, ...copyIds] };
  });
  changes.cardsChanged(changedIds);
  return { writer };
}
