import { sql } from 'drizzle-orm';
import { CARD_LINK_MSG as M } from '@carddogam/contract/calls/card-links';
import { queryRows } from '../db/client';
import type { Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { refreshCardSearch } from '../repositories/card-search';
import { decideProposal, dropPendingOf, lockProposal } from '../repositories/card-link-proposals';
import { moveEditions, removeOwnCard, repointCardRows } from '../repositories/card-link-repoint';
import { refreshRankStats } from '../repositories/rank-stats';
import { logStaffAction } from '../repositories/staff-action-log';
import type { WriteContext } from './changes';

/**
 * Deciding an en↔jp link proposal. Confirming moves the Japanese print (and a Korean one on the same own
 * card) onto the English card, re-points everything that hangs on the own card, and removes it, all in
 * one transaction; rejecting marks the pair so the finder never offers it again.
 */

interface CardState {
  id: string;
  name: string;
  jp: string | null;
  kr: string | null;
}

/** The card row locked, with the names of its print records (null when it has none). */
async function lockCard(tx: Tx, cardId: string): Promise<CardState | undefined> {
  const [row] = await queryRows<CardState>(
    tx,
    sql`select e.id, e.name, (select j.name from card_jp j where j.card_id = e.id) as jp,
          (select k.name from card_kr k where k.card_id = e.id) as kr
        from card_en e where e.id = ${cardId} and e.deleted_at is null for update`,
  );
  return row;
}

async function pendingProposal(tx: Tx, id: number) {
  const proposal = await lockProposal(tx, id);
  if (!proposal) throw notFound(M.proposalMissing, 'PROPOSAL_NOT_FOUND');
  if (proposal.status !== '대기') throw conflict(M.proposalDecided, 'ALREADY_DECIDED');
  return proposal;
}

export async function confirmLinkProposal(
  { db, changes }: WriteContext,
  user: SessionUser,
  proposalId: number,
): Promise<{ from: string; to: string }> {
  const result = await runInTransaction(db, async (tx) => {
    const proposal = await pendingProposal(tx, proposalId);
    const from = proposal.from_card_id;
    const to = proposal.to_card_id;
    // Both rows locked in id order, so two confirmations touching the same cards wait for each other.
    const [first, second] = [from, to].sort();
    const locked = new Map<string, CardState | undefined>();
    locked.set(first!, await lockCard(tx, first!));
    locked.set(second!, await lockCard(tx, second!));
    const own = locked.get(from);
    const english = locked.get(to);
    if (!own || !english) throw notFound(M.cardMissing, 'CARD_NOT_FOUND');
    if (english.jp !== null) throw conflict(M.englishHasJapanese, 'CARD_ALREADY_LINKED');
    if (own.kr !== null && english.kr !== null) throw conflict(M.englishHasKorean, 'CARD_ALREADY_LINKED');

    await moveEditions(tx, from, to);
    const moved = await repointCardRows(tx, from, to);
    await removeOwnCard(tx, from);
    await refreshRankStats(
      tx,
      (['en', 'jp', 'kr'] as const).map((nation) => ({ cardId: to, nation })),
    );
    await refreshCardSearch(tx, [to]);
    await decideProposal(tx, proposal.id, '확정', user.userId);
    await dropPendingOf(tx, from, to);
    await logStaffAction(tx, user.userId, {
      action: 'card_link.confirm',
      targetType: 'card',
      targetId: to,
      before: { proposal: proposal.id, score: proposal.score, own, english },
      after: { card: to, jp: own.jp, kr: own.kr ?? english.kr, removed: from, moved },
    });
    return { from, to };
  });
  changes.cardsChanged([result.from, result.to]);
  return result;
}

export async function rejectLinkProposal({ db }: WriteContext, user: SessionUser, proposalId: number) {
  await runInTransaction(db, async (tx) => {
    const proposal = await pendingProposal(tx, proposalId);
    await decideProposal(tx, proposal.id, '거절', user.userId);
    await logStaffAction(tx, user.userId, {
      action: 'card_link.reject',
      targetType: 'card_link_proposal',
      targetId: proposal.id,
      before: { status: proposal.status, from: proposal.from_card_id, to: proposal.to_card_id },
      after: { status: '거절' },
    });
  });
}
