import { z } from 'zod';
import { USER_TYPES, type UserType } from '../constants';

/**
 * Who may list, read, write in or comment on a board (decision 026). Every board stores one gate per
 * action; the server decides with `passesGate` and the web app uses the same function to hide buttons.
 */
export const boardGate = z.object({
  /** Visitors who are not logged in. Only meaningful for listing and reading. */
  guest: z.boolean(),
  /** The logged-in user types admitted. */
  types: z.array(z.enum(USER_TYPES)).max(USER_TYPES.length),
  /** The lowest member grade admitted (0 = new members too); staff types are not held to it. */
  min_grade: z.number().int().min(0).max(12),
});
export type BoardGate = z.infer<typeof boardGate>;

export const BOARD_ACTIONS = ['list', 'read', 'write', 'comment'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];
export type BoardGates = Record<BoardAction, BoardGate>;

/** Who a gate is checked against: a logged-in member's type and grade, or null for a guest. */
export interface BoardViewer {
  type: UserType;
  grade: number;
}

/** 관리자, 운영진 and 매니저 moderate the boards: notices, blinding, moving and deleting any post or comment. */
export const BOARD_MODERATOR_TYPES: readonly UserType[] = ['관리자', '운영진', '매니저'];
export const isBoardModerator = (type: UserType) => BOARD_MODERATOR_TYPES.includes(type);

/** Staff types that no grade threshold applies to (grades measure a member's activity). */
const GRADE_EXEMPT: readonly UserType[] = ['관리자', '운영진', '매니저', '일어알바'];

/**
 * Whether a viewer passes a gate. A 관리자 always does, so no board setting can lock the people who manage
 * boards out of one. A 밴 유저 never writes or comments whatever the gate says (§6); that is checked by the
 * server's write rules, not here, so a gate can still let banned members read.
 */
export function passesGate(gate: BoardGate, viewer: BoardViewer | null): boolean {
  if (!viewer) return gate.guest;
  if (viewer.type === '관리자') return true;
  if (!gate.types.includes(viewer.type)) return false;
  return GRADE_EXEMPT.includes(viewer.type) || viewer.grade >= gate.min_grade;
}

const EVERY_TYPE = [...USER_TYPES];
const MEMBERS = USER_TYPES.filter((t) => t !== '밴 유저');

/** Gates of an ordinary board: everybody lists and reads, members who are not banned write and comment. */
export const OPEN_BOARD_GATES: BoardGates = {
  list: { guest: true, types: EVERY_TYPE, min_grade: 0 },
  read: { guest: true, types: EVERY_TYPE, min_grade: 0 },
  write: { guest: false, types: MEMBERS, min_grade: 0 },
  comment: { guest: false, types: MEMBERS, min_grade: 0 },
};

/** A board only moderators write in (공지사항, 이용가이드, 이벤트); members still comment. */
export const STAFF_WRITE_GATES: BoardGates = {
  ...OPEN_BOARD_GATES,
  write: { guest: false, types: [...BOARD_MODERATOR_TYPES], min_grade: 0 },
};

/**
 * How much one report weighs towards the automatic blind (decision 026): trusted members count more, as
 * in Discourse's trust levels. New and low-grade members weigh 1, grade 5–9 weigh 2, grade 10 and up and
 * moderators weigh 3.
 */
export function reportWeight(type: UserType, grade: number): number {
  if (isBoardModerator(type)) return 3;
  if (grade >= 10) return 3;
  return grade >= 5 ? 2 : 1;
}

/**
 * Limits on accounts younger than one day (decision 026, after Discourse's new-user limits): they slow
 * down spam bots and throwaway accounts without bothering anyone who stays. Staff are not limited.
 */
export const NEW_ACCOUNT_LIMITS = {
  hours: 24,
  posts: 3,
  postIntervalSeconds: 120,
  comments: 10,
} as const;
