import { OPEN_BOARD_GATES, type BoardGates } from '@carddogam/contract/board/gates';
import type { BOARD_KINDS } from '@carddogam/contract/calls/board';
import { boardSaveParams, type boardAdminCalls, type BoardSetting } from '@carddogam/contract/calls/board-admin';
import type { CallParams } from '@carddogam/contract/call';
import { BOARD_SETTING_MSG } from '@carddogam/contract/messages';

type BoardSave = CallParams<typeof boardAdminCalls.boardSave>;
/** What a number field holds: Mantine's NumberInput gives '' while it is empty. */
type NumberField = number | string;

/** The board form as typed, before it is checked. */
export interface BoardDraft {
  id?: number;
  group_id: number | null;
  name: string;
  sort: NumberField;
  kind: (typeof BOARD_KINDS)[number];
  categories: string[];
  gates: BoardGates;
  /** Empty: the point settings' amount. */
  post_points: NumberField;
  comment_points: NumberField;
  rows_per_page: NumberField;
  best_votes: NumberField;
  images_allowed: boolean;
  blind_threshold: NumberField;
}

export type BoardDraftField = Exclude<keyof BoardDraft, 'id'>;

/** A new board: open gates, the contract's defaults. */
export function newBoardDraft(groupId: number | null, sort: number): BoardDraft {
  return {
    group_id: groupId,
    name: '',
    sort,
    kind: '일반',
    categories: [],
    gates: structuredClone(OPEN_BOARD_GATES),
    post_points: '',
    comment_points: '',
    rows_per_page: 20,
    best_votes: 10,
    images_allowed: true,
    blind_threshold: 3,
  };
}

export function draftOf(board: BoardSetting): BoardDraft {
  return {
    id: board.id,
    group_id: board.group_id,
    name: board.name,
    sort: board.sort,
    kind: board.kind,
    categories: [...board.categories],
    gates: structuredClone(board.gates),
    post_points: board.post_points ?? '',
    comment_points: board.comment_points ?? '',
    rows_per_page: board.rows_per_page,
    best_votes: board.best_votes,
    images_allowed: board.images_allowed,
    blind_threshold: board.blind_threshold,
  };
}

/** An empty required number is NaN, which the contract refuses with the field's own message. */
const required = (value: NumberField) => (value === '' ? Number.NaN : Number(value));
const optional = (value: NumberField) => (value === '' ? null : Number(value));

/**
 * Checks the draft with the save call's own schema, so the form and the server agree on every limit, and
 * answers either the call's params or one Korean message per field.
 */
export function checkBoardDraft(
  draft: BoardDraft,
): { ok: true; params: BoardSave } | { ok: false; errors: Partial<Record<BoardDraftField, string>> } {
  const params: BoardSave = {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    group_id: draft.group_id ?? 0,
    name: draft.name,
    sort: required(draft.sort),
    kind: draft.kind,
    categories: draft.categories,
    gates: draft.gates,
    post_points: optional(draft.post_points),
    comment_points: optional(draft.comment_points),
    rows_per_page: required(draft.rows_per_page),
    best_votes: required(draft.best_votes),
    images_allowed: draft.images_allowed,
    blind_threshold: required(draft.blind_threshold),
  };
  const checked = boardSaveParams.safeParse(params);
  if (checked.success) return { ok: true, params };
  const errors: Partial<Record<BoardDraftField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as BoardDraftField;
    // The gate schema's own messages are not Korean; its only typed-in value is the lowest grade.
    errors[field] ??= field === 'gates' ? BOARD_SETTING_MSG.minGradeInvalid : issue.message;
  }
  return { ok: false, errors };
}
