import {
  deckArchetype,
  leagueEntry,
  leagueMatch,
  leaguePlayer,
  leagueTournament,
  matchRecord,
} from '../../src/db/schema/index';
import type { TestApp } from './app';
import { createMember } from './members';

/**
 * League rows written straight into the tables, for the figure, record, 명함 and capture tests: the
 * tournament calls that normally write them are not what those tests look at.
 */

type MatchResult = 'p1' | 'p2' | 'tie' | 'bye';

export async function insertArchetype(t: TestApp, nameKr: string, nameEn: string): Promise<number> {
  const [row] = await t.services.db
    .insert(deckArchetype)
    .values({ nameKr, nameEn, keyCardName: nameEn.toLowerCase() })
    .returning({ id: deckArchetype.id });
  return row!.id;
}

export interface TestPlayer {
  playerId: number;
  userId: string;
  nickname: string;
}

/** A member with a league player row (approved unless told otherwise). */
export async function insertPlayer(
  t: TestApp,
  ptcglName: string,
  status: '접수' | '승인' | '거절' = '승인',
): Promise<TestPlayer> {
  const member = await createMember(t);
  const [row] = await t.services.db
    .insert(leaguePlayer)
    .values({ userId: member.userId, ptcglName, ptcglUid: `${ptcglName}-uid`, status })
    .returning({ id: leaguePlayer.id });
  return { playerId: row!.id, userId: member.userId, nickname: member.nickname };
}

export interface TournamentSeed {
  name: string;
  /** ISO 8601 with an offset, e.g. '2024-03-10T19:00:00+09:00'. */
  startsAt: string;
  status?: 'registration' | 'swiss' | 'top_cut' | 'finished' | 'cancelled';
  entries: Array<{
    player: TestPlayer;
    archetypeId: number | null;
    placement?: number | null;
    deckCards?: Array<{ card_id: string; amount: number }>;
  }>;
  /**
   * Matches by entry index (the order of `entries`): [round, player 1, player 2 or null for a bye,
   * result, stage].
   */
  matches: Array<[number, number, number | null, MatchResult, ('swiss' | 'top_cut')?]>;
}

export interface SeededTournament {
  id: number;
  entryIds: number[];
  matchIds: number[];
}

export async function insertTournament(t: TestApp, seed: TournamentSeed): Promise<SeededTournament> {
  const db = t.services.db;
  const startsAt = new Date(seed.startsAt);
  const [tournament] = await db
    .insert(leagueTournament)
    .values({
      name: seed.name,
      startsAt,
      registrationOpensAt: new Date(startsAt.getTime() - 86_400_000),
      status: seed.status ?? 'finished',
    })
    .returning({ id: leagueTournament.id });
  const id = tournament!.id;
  const entryIds: number[] = [];
  for (const e of seed.entries) {
    const [row] = await db
      .insert(leagueEntry)
      .values({
        tournamentId: id,
        playerId: e.player.playerId,
        userId: e.player.userId,
        deckText: '',
        deckCards: e.deckCards ?? [],
        archetypeId: e.archetypeId,
        placement: e.placement ?? null,
      })
      .returning({ id: leagueEntry.id });
    entryIds.push(row!.id);
  }
  const matchIds: number[] = [];
  const tables = new Map<number, number>();
  for (const [round, p1, p2, result, stage] of seed.matches) {
    const table = (tables.get(round) ?? 0) + 1;
    tables.set(round, table);
    const [row] = await db
      .insert(leagueMatch)
      .values({
        tournamentId: id,
        round,
        stage: stage ?? 'swiss',
        tableNo: table,
        player1EntryId: entryIds[p1]!,
        player2EntryId: p2 === null ? null : entryIds[p2]!,
        result,
      })
      .returning({ id: leagueMatch.id });
    matchIds.push(row!.id);
  }
  return { id, entryIds, matchIds };
}

export interface RecordSeed {
  userId: string;
  playedAt: string;
  result: 'win' | 'loss' | 'tie';
  source?: 'league' | 'casual';
  leagueMatchId?: number | null;
  myArchetypeId?: number | null;
  myDeckName?: string;
  opponentArchetypeId?: number | null;
  opponentDeckName?: string;
  wentFirst?: boolean | null;
}

export async function insertRecord(t: TestApp, r: RecordSeed): Promise<number> {
  const [row] = await t.services.db
    .insert(matchRecord)
    .values({
      userId: r.userId,
      playedAt: new Date(r.playedAt),
      source: r.source ?? 'casual',
      leagueMatchId: r.leagueMatchId ?? null,
      myArchetypeId: r.myArchetypeId ?? null,
      myDeckName: r.myDeckName ?? '',
      opponentArchetypeId: r.opponentArchetypeId ?? null,
      opponentDeckName: r.opponentDeckName ?? '',
      wentFirst: r.wentFirst ?? null,
      result: r.result,
    })
    .returning({ id: matchRecord.id });
  return row!.id;
}

/** An instant `days` before now, as ISO 8601 (noon in Korea, so the Korean date is plain). */
export function daysAgo(days: number): string {
  const day = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T12:00:00+09:00`;
}
