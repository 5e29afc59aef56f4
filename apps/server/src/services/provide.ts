import { access } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { REPORT_ALARM } from '@carddogam/contract/calls/reports';
import { PROVIDE_MSG, type provideCalls, type ReportKind } from '@carddogam/contract/calls/provide';
import { POINT_RANGES, type Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { badRequest, conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canDecideReport, enforce, writerAfterSave } from '../policies/permissions';
import { cardExists, findWriter } from '../repositories/cards';
import { insertMemberAlarm, insertStaffAlarm } from '../repositories/alarms';
import { insertUpdateLog } from '../repositories/reports';
import {
  findInfoReport,
  findReportHead,
  insertCardProvide,
  insertImageReport,
  insertProvideInfo,
  insertProvideParts,
  markDecided,
  type ReportHead,
} from '../repositories/provide';
import { applyCardData, type CardDataChange } from './card-edit';
import { changePoints } from './points';
import type { Services } from './container';

type ImageReportInput = z.output<(typeof provideCalls.imageInsert)['params']>;
type InfoReportInput = z.output<(typeof provideCalls.infoInsert)['params']>;
type ApproveInput = z.output<(typeof provideCalls.imageApprove)['params']>;
type RejectInput = z.output<(typeof provideCalls.imageReject)['params']>;

/** Uploaded report images live here until staff approve one; the path is what the upload answered. */
export const PROVIDE_IMAGE_FOLDER = 'provide_image';

const KIND_LABEL: Record<ReportKind, string> = {
  image: '이미지 등록',
  info: '정보 입력/수정',
  bug: '정보오류 제보',
};
/** The point ledger's menu for every report reward (§9 contribution points). */
export const REPORT_POINT_MENU = '카드 제보';

async function requireCard(db: Services['db'], cardId: string): Promise<void> {
  if (!(await cardExists(db, cardId))) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
}

/**
 * Files an image report (§2.6): the image must be a file the upload call stored (the pattern is checked
 * by the contract, existence here), and the report and its '제보 - 이미지' alarm go in one transaction.
 */
export async function reportImage(
  services: Services,
  user: SessionUser,
  input: ImageReportInput,
): Promise<number> {
  await requireCard(services.db, input.card_id);
  try {
    await access(path.join(services.env.dataDir, input.image));
  } catch {
    throw badRequest(PROVIDE_MSG.imageUnknown, 'IMAGE_UNKNOWN');
  }
  return services.db.transaction(async (tx) => {
    const id = await insertImageReport(tx, {
      userId: user.userId,
      cardId: input.card_id,
      cardNation: input.card_nation,
      image: input.image,
    });
    await insertStaffAlarm(tx, {
      kind: REPORT_ALARM.image,
      title: `${user.nickname}(${user.userId})님이 이미지 등록을 신청했습니다 [${input.card_id} ${input.card_nation}]`,
      link: `/admin/provide/image?id=${id}`,
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
    return id;
  });
}

/**
 * Files an info report (§2.7 steps 1–3 and 5) in one transaction: the card_provide row, its abilities and
 * attacks, the provide_info record and the '제보 - 카드' staff alarm. Answers the provide_info id.
 */
export async function reportInfo(
  services: Services,
  user: SessionUser,
  input: InfoReportInput,
): Promise<number> {
  await requireCard(services.db, input.card_id);
  const c = input.card;
  return services.db.transaction(async (tx) => {
    const cardProvideId = await insertCardProvide(tx, {
      cardId: input.card_id,
      cardNation: input.card_nation,
      name: c.name,
      nameLocal: c.name_local,
      ancientTraitName: c.ancientTrait_name,
      ancientTraitText: c.ancientTrait_text,
      effects: c.effects,
      rules: c.rules.filter((rule) => rule !== ''),
      number: c.number,
      rarity: c.rarity,
      setName: c.set_name,
      setPrintedTotal: c.set_printedTotal,
      regulationMark: c.regulation_mark,
      isAvailable: c.isAvailable ? 1 : 0,
      writer: user.userId,
    });
    await insertProvideParts(tx, cardProvideId, input.card_id, input.abilities, input.attacks);
    const id = await insertProvideInfo(tx, {
      userId: user.userId,
      cardProvideId,
      cardNation: input.card_nation,
      content: input.content,
    });
    await insertStaffAlarm(tx, {
      kind: REPORT_ALARM.card,
      title: `${user.nickname}(${user.userId})님이 카드 정보를 제보했습니다 [${input.card_id} ${input.card_nation}]`,
      content: input.content,
      link: `/admin/provide/info?id=${id}`,
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
    return id;
  });
}

/** §9 reward range of a report kind; the server, not the screen, holds the line. */
function checkPointRange(kind: ReportKind, point: number): void {
  const { min, max } = POINT_RANGES[kind];
  if (point < min || point > max) throw badRequest(PROVIDE_MSG.pointRange(min, max), 'POINT_OUT_OF_RANGE');
}

const alreadyDecided = () => conflict(PROVIDE_MSG.alreadyDecided, 'ALREADY_DECIDED');

/** Who may decide a report: not its own reporter, and a 일어알바 only jp reports (§6). */
async function loadForDecision(services: Services, user: SessionUser, kind: ReportKind, id: number) {
  const report = await findReportHead(services.db, kind, id);
  if (!report) throw notFound(PROVIDE_MSG.reportMissing, 'REPORT_NOT_FOUND');
  if (report.status !== 'pending') throw alreadyDecided();
  enforce(canDecideReport(user, report));
  return report;
}

/** The data an approved report writes, as one applyCardData change (§6 writer rule applied). */
async function changeFor(
  services: Services,
  approver: SessionUser,
  kind: ReportKind,
  report: ReportHead,
): Promise<CardDataChange | null> {
  const nation = report.cardNation as Nation;
  const previous = await findWriter(services.db, report.cardId, nation);
  const writer = writerAfterSave(approver, previous ?? null);
  if (kind === 'image') return { cardId: report.cardId, nation, fields: { image: report.image! }, writer };
  if (kind === 'bug') return null;
  const info = await findInfoReport(services.db, report.id);
  if (!info) throw notFound(PROVIDE_MSG.reportMissing, 'REPORT_NOT_FOUND');
  const c = info.card;
  // A blank field of a report means "no change": the form opens with the stored data, so a member who
  // leaves a field empty has not asked to erase it.
  const fields = Object.fromEntries(
    Object.entries({
      name: c.name,
      ancientTraitName: c.ancientTraitName,
      ancientTraitText: c.ancientTraitText,
      effects: c.effects,
      number: c.number,
      rarity: c.rarity,
      setName: c.setName,
      setPrintedTotal: c.setPrintedTotal,
      rules: c.rules.length > 0 ? c.rules : null,
      isAvailable: c.isAvailable === null ? null : c.isAvailable === 1,
    }).filter(([, value]) => value !== null),
  ) as CardDataChange['fields'];
  return {
    cardId: report.cardId,
    nation,
    writer,
    fields,
    abilities:
      info.abilities.length > 0
        ? info.abilities.map((a) => ({ type: a.type ?? '', name: a.name, text: a.text }))
        : undefined,
    attacks:
      info.attacks.length > 0
        ? info.attacks.map((a) => ({
            name: a.name,
            cost: a.cost === '' ? [] : a.cost.split(','),
            damage: a.damage,
            text: a.text,
          }))
        : undefined,
  };
}

/**
 * Approves a report in one transaction: marks it (only if still pending), awards the picked points,
 * applies the data (info and image), writes the update log and tells the reporter.
 */
export async function approveReport(
  services: Services,
  user: SessionUser,
  kind: ReportKind,
  input: ApproveInput,
): Promise<void> {
  checkPointRange(kind, input.point);
  const report = await loadForDecision(services, user, kind, input.id);
  const change = await changeFor(services, user, kind, report);
  await services.db.transaction(async (tx) => {
    const decided = await markDecided(tx, kind, report.id, {
      status: 'approved',
      reviewedBy: user.userId,
      rewardPoint: input.point,
      memo: input.memo,
    });
    if (!decided) throw alreadyDecided();
    await changePoints(tx, {
      userId: report.userId,
      menu: REPORT_POINT_MENU,
      activity: KIND_LABEL[kind],
      amount: input.point,
      title: `${report.cardId} (${report.cardNation})`,
      cardId: report.cardId,
    });
    if (change) {
      await applyCardData(tx, change);
      await insertUpdateLog(tx, {
        provideType: kind === 'image' ? 'image' : 'card',
        provideId: report.id,
        cardId: report.cardId,
        cardNation: report.cardNation,
        provider: report.userId,
        updater: user.userId,
        memo: input.memo,
      });
    }
    await insertMemberAlarm(tx, report.userId, {
      kind: '제보 승인',
      title: `${KIND_LABEL[kind]} 제보가 승인되어 ${input.point}P가 지급되었습니다 [${report.cardId}]`,
      content: input.memo,
      link: `/card/detail?id=${encodeURIComponent(report.cardId)}`,
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
  });
  if (change) services.changes.cardsChanged([report.cardId]);
}

/** Rejects a report with a memo and tells the reporter; no points, no data change. */
export async function rejectReport(
  services: Services,
  user: SessionUser,
  kind: ReportKind,
  input: RejectInput,
): Promise<void> {
  const report = await loadForDecision(services, user, kind, input.id);
  await services.db.transaction(async (tx) => {
    const decided = await markDecided(tx, kind, report.id, {
      status: 'rejected',
      reviewedBy: user.userId,
      rewardPoint: null,
      memo: input.memo,
    });
    if (!decided) throw alreadyDecided();
    await insertMemberAlarm(tx, report.userId, {
      kind: '제보 반려',
      title: `${KIND_LABEL[kind]} 제보가 반려되었습니다 [${report.cardId}]`,
      content: input.memo,
      link: `/card/detail?id=${encodeURIComponent(report.cardId)}`,
      actorUserId: user.userId,
      actorNickname: user.nickname,
    });
  });
}
