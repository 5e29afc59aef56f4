import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import {
  dropStalePending,
  findLinkCandidates,
  upsertProposals,
  type LinkCandidate,
  type ProposalInput,
} from '../repositories/card-link-proposals';

/**
 * The en↔jp link proposal finder: the candidates come from SQL (same dex numbers, or a Trainer's exact
 * English name), the score is the share of the facts that agree. It runs after every import and from the
 * '제안 다시 찾기' button.
 */

/** Proposals below this share of agreeing facts are noise: the same species in another print. */
export const MIN_SCORE = 0.5;
/** The best few per Japanese card are enough to choose from. */
export const MAX_PER_CARD = 3;

type Fact = { from: string; to: string; same: boolean };

const dexText = (dex: number[]) => [...dex].sort((a, b) => a - b).join(', ');

/** The facts of a pair; facts neither side knows are left out so they neither help nor hurt. */
export function evidenceOf(c: LinkCandidate): Record<string, Fact> {
  const facts: Record<string, Fact> = {};
  if (c.supertype === 'Pokémon') {
    facts.dex = {
      from: dexText(c.from_dex),
      to: dexText(c.to_dex),
      same: dexText(c.from_dex) === dexText(c.to_dex),
    };
    if (c.from_hp !== null || c.to_hp !== null)
      facts.hp = { from: String(c.from_hp ?? ''), to: String(c.to_hp ?? ''), same: c.from_hp === c.to_hp };
    if (c.from_attacks || c.to_attacks)
      facts.attacks = { from: c.from_attacks, to: c.to_attacks, same: c.from_attacks === c.to_attacks };
  }
  facts.number = { from: c.from_number, to: c.to_number, same: c.from_number === c.to_number };
  const sameKorean = c.from_name_kr !== null && c.from_name_kr === c.to_name_kr;
  facts.name = {
    from: c.from_name_kr ? `${c.from_name} (${c.from_name_kr})` : c.from_name,
    to: c.to_name_kr ? `${c.to_name} (${c.to_name_kr})` : c.to_name,
    same: sameKorean || c.name_translated || c.from_name.toLowerCase() === c.to_name.toLowerCase(),
  };
  return facts;
}

export function scoreOf(evidence: Record<string, Fact>): number {
  const facts = Object.values(evidence);
  return facts.length === 0 ? 0 : facts.filter((f) => f.same).length / facts.length;
}

/** The proposals worth showing: per Japanese card the best MAX_PER_CARD at or above MIN_SCORE. */
export function chooseProposals(candidates: LinkCandidate[]): ProposalInput[] {
  const byCard = new Map<string, ProposalInput[]>();
  for (const c of candidates) {
    const evidence = evidenceOf(c);
    const score = scoreOf(evidence);
    if (score < MIN_SCORE) continue;
    const list = byCard.get(c.from_id) ?? [];
    list.push({ fromCardId: c.from_id, toCardId: c.to_id, score, evidence });
    byCard.set(c.from_id, list);
  }
  return [...byCard.values()].flatMap((list) =>
    list.sort((a, b) => b.score - a.score || a.toCardId.localeCompare(b.toCardId)).slice(0, MAX_PER_CARD),
  );
}

/** Finds and stores the proposals; answers how many pairs are newly proposed. */
export async function findLinkProposals(db: Db): Promise<number> {
  return runInTransaction(db, async (tx) => {
    const proposals = chooseProposals(await findLinkCandidates(tx));
    await dropStalePending(tx, proposals);
    return upsertProposals(tx, proposals);
  });
}
