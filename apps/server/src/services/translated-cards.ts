import { TRANSLATE_MSG as M } from '@carddogam/contract/calls/translate-admin';
import type { Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest } from '../errors';
import type { SessionUser } from '../policies/policy';
import { refreshCardSearch } from '../repositories/card-search';
import { logStaffActions, type StaffAction } from '../repositories/staff-action-log';
import {
  confirmProposals,
  deleteProposals,
  type NameProposal,
  type PartProposal,
} from '../repositories/translated-cards';
import type { Services } from './container';

/**
 * Bulk 확정 and 삭제 of proposed Korean data (/admin/card/translated; decision 036): one transaction
 * with one log entry per proposal. A confirmed name shows in search without 미확인, and a deleted one
 * leaves search, so the cards' search rows are rebuilt before the commit.
 */

interface Chosen {
  names: string[];
  parts: number[];
}
interface Done {
  names: NameProposal[];
  parts: PartProposal[];
}

function entriesOf(
  action: string,
  done: Done,
  shape: (row: object) => { before?: unknown; after?: unknown },
): StaffAction[] {
  return [
    ...done.names.map((n) => ({
      action,
      targetType: 'card_kr_name_suggestion',
      targetId: n.card_id,
      ...shape(n),
    })),
    ...done.parts.map((p) => ({
      action,
      targetType: 'card_kr_part_suggestion',
      targetId: p.id,
      ...shape(p),
    })),
  ];
}

async function bulk(
  services: Services,
  user: SessionUser,
  chosen: Chosen,
  write: (tx: Tx) => Promise<Done>,
  log: (done: Done) => StaffAction[],
): Promise<number> {
  if (chosen.names.length + chosen.parts.length === 0) throw badRequest(M.nothingChosen);
  const named = await runInTransaction(services.db, async (tx) => {
    const done = await write(tx);
    const cards = done.names.map((n) => n.card_id);
    await refreshCardSearch(tx, cards);
    await logStaffActions(tx, user.userId, log(done));
    return { cards, count: done.names.length + done.parts.length };
  });
  if (named.cards.length > 0) services.changes.cardsChanged(named.cards);
  return named.count;
}

export function confirmChosen(services: Services, user: SessionUser, chosen: Chosen): Promise<number> {
  return bulk(
    services,
    user,
    chosen,
    (tx) => confirmProposals(tx, user.userId, chosen),
    (done) =>
      entriesOf('translate.confirm', done, (row) => ({
        before: { ...row, confirmed: false },
        after: { ...row, confirmed: true },
      })),
  );
}

export function deleteChosen(services: Services, user: SessionUser, chosen: Chosen): Promise<number> {
  return bulk(
    services,
    user,
    chosen,
    (tx) => deleteProposals(tx, chosen),
    (done) => entriesOf('translate.delete_proposal', done, (row) => ({ before: row })),
  );
}
