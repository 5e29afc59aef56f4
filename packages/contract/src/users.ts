import { FORCED_OUT_USER_IDS, RESERVED_USER_IDS, USER_TYPES, type UserType } from './constants';

/** Member rules shared by the server and the web app (§2.1, §3, §6). */

/** 관리자, 운영진, 매니저 and 일어알바: staff who see the admin buttons and may edit cards (§6). */
export const STAFF_TYPES: readonly UserType[] = ['관리자', '운영진', '매니저', '일어알바'];

export const isUserType = (value: string): value is UserType =>
  (USER_TYPES as readonly string[]).includes(value);

/** Lower-cased with accents removed, so 'POKéMON' and 'pokemon' compare equal to the reserved ids. */
function foldId(id: string): string {
  return id
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const FORCED_OUT_FOLDED = new Set(FORCED_OUT_USER_IDS.map(foldId));
const RESERVED_FOLDED = new Set(RESERVED_USER_IDS.map(foldId));

/**
 * The ids §2.1 forces out ('Pokemon', 'pokémon', 'Pokémon'), compared without case or accents: the three
 * spellings say the intent is "nobody may pose as the brand", which a 'POKEMON' would defeat. Such an id
 * never holds a session.
 */
export function isForcedOutUserId(id: string): boolean {
  return FORCED_OUT_FOLDED.has(foldId(id));
}

/**
 * Ids nobody may join with (the forced-out ones and the operator and system names), compared the same
 * way. Only the join refuses them: an operator may still give a staff account such an id from the shell.
 */
export function isReservedUserId(id: string): boolean {
  return RESERVED_FOLDED.has(foldId(id));
}

export const BADGES = ['new', 'level', 'banned', 'admin', 'manager', 'board_manager', 'tester'] as const;
export type BadgeKind = (typeof BADGES)[number];

/** The badge shown for a member (§3 "Badge by type"); level badges carry the grade (1–12). */
export interface Badge {
  kind: BadgeKind;
  level: number | null;
}

export function badgeOf(type: string, grade: number): Badge {
  switch (type) {
    case '밴 유저':
      return { kind: 'banned', level: null };
    case '관리자':
      return { kind: 'admin', level: null };
    case '매니저':
      return { kind: 'manager', level: null };
    case '운영진':
      return { kind: 'board_manager', level: null };
    case '테스터':
      return { kind: 'tester', level: null };
    default:
      // 사용자, and 일어알바 which §3 gives no badge of its own: new at grade 0, else the level.
      return grade <= 0 ? { kind: 'new', level: null } : { kind: 'level', level: Math.min(grade, 12) };
  }
}
