import type { MatchView } from '@carddogam/contract/calls/league';

/** One round of pairings, tables in order. */
export interface RoundGroup {
  round: number;
  stage: MatchView['stage'];
  label: string;
  matches: MatchView[];
}

/** A top-cut round is named by how many players are left: 결승, 준결승, then 8강, 16강. */
export function topCutLabel(players: number): string {
  if (players <= 2) return '결승';
  if (players === 4) return '준결승';
  return `${players}강`;
}

/** The pairings by round, oldest first; the top cut's rounds carry their bracket names. */
export function roundsOf(matches: readonly MatchView[]): RoundGroup[] {
  const byRound = new Map<number, MatchView[]>();
  for (const match of matches) byRound.set(match.round, [...(byRound.get(match.round) ?? []), match]);
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => {
      const stage = list[0]!.stage;
      return {
        round,
        stage,
        label: stage === 'top_cut' ? topCutLabel(list.length * 2) : `${round}라운드`,
        matches: [...list].sort((a, b) => a.table_no - b.table_no),
      };
    });
}

/** A match's result in words for the pairings table. */
export function matchResultText(match: MatchView): string {
  switch (match.result) {
    case 'p1':
      return `${match.player1.ptcgl_name} 승`;
    case 'p2':
      return `${match.player2?.ptcgl_name ?? ''} 승`;
    case 'tie':
      return '무승부';
    case 'bye':
      return '부전승';
    default:
      return match.disputed ? '운영진 확인 중' : '진행 중';
  }
}

/** The matches of a round still without a final result (the next round waits for them). */
export const openMatches = (matches: readonly MatchView[], round: number) =>
  matches.filter((m) => m.round === round && m.result === null);
