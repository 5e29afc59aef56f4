/**
 * The stable codes of `{ error: { code, message } }` answers. The message is for people and may be
 * reworded; the code is what a client compares, so the server may only send one of these (the server's
 * AppError is typed by ErrorCode). Framework errors the server passes through (Fastify's 'FST_…' codes)
 * and the web client's 'HTTP_<status>' for answers without a body are not listed.
 */
export const ERROR_CODES = [
  // Generic answers of the error handler and the request guards.
  'BAD_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'LOGIN_REQUIRED',
  'TOO_MANY_REQUESTS',
  'BUSY',
  'INTERNAL',
  'IP_BANNED',
  'CROSS_SITE',
  /** The web client's code for a call that never got an answer (offline, timeout). */
  'NETWORK_ERROR',

  // Accounts and sessions.
  'LOGIN_FAILED',
  'EMAIL_NOT_CERTIFIED',
  'PASSWORD_WRONG',
  'RESERVED_ID',
  'TOKEN_INVALID',
  'USER_MISSING',
  'USER_NOT_FOUND',
  'BANNED',

  // Member administration.
  'POINT_OVERDRAW',
  'SELF_CHANGE',
  'USE_BAN',
  'NOT_BANNED',
  /** The manager screens (decision 037): a tester change from the wrong type, a flag already so. */
  'NOT_PLAIN_USER',
  'NOT_TESTER',
  'PERMISSION_UNCHANGED',
  'OTHER_MANAGER',
  'OWN_IP',
  'LOOPBACK_IP',
  'SELF_MESSAGE',
  'MESSAGE_NOT_FOUND',
  'MESSAGE_REFUSED',
  'MESSAGE_DAILY_LIMIT',
  'SELF_REPORT',
  'REPORT_SOURCE_NOT_FOUND',
  'REPORT_SOURCE_MISMATCH',
  'POINT_SETTING_MISSING',
  'POINT_OUT_OF_RANGE',

  // Cards, staff editing and reports.
  'CARD_NOT_FOUND',
  'CARD_DELETED',
  'UNDO_EXPIRED',
  'SET_NOT_FOUND',
  'NATION_REQUIRED',
  'JP_ONLY',
  'REQUIRED_FIELD',
  'CARD_ID_TAKEN',
  'COPY_TARGET_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'OWN_REPORT',
  'ALREADY_DECIDED',
  'OWNER_REQUIRED',
  'POST_NOT_FOUND',
  /** en↔jp link proposals and image matching (decision 036). */
  'PROPOSAL_NOT_FOUND',
  'CARD_ALREADY_LINKED',
  'IMAGE_BATCH_INVALID',
  'IMAGE_STORE_FAILED',

  // Uploads.
  'IMAGE_MISSING',
  'IMAGE_TOO_LARGE',
  'IMAGE_UNKNOWN',
  'NOT_AN_IMAGE',
  /** The bulk edit spreadsheets of /admin/card/excel (decision 036). */
  'SHEET_MISSING',
  'SHEET_INVALID',
  'SHEET_TOO_LARGE',
  'SHEET_ROW_ERRORS',
  'TOO_MANY_CARDS',

  // Reviews, trade, decks and collections.
  'REVIEW_NOT_FOUND',
  'REVIEW_EXISTS',
  'TRADE_POST_NOT_FOUND',
  'TRADE_LINE_NOT_FOUND',
  /** The trade back office and buy requests (decision 037). */
  'PRICE_NOT_FOUND',
  'GROUP_SAME_CARD',
  'GROUP_TOO_LARGE',
  'NO_GROUP_OVERRIDE',
  'TRADE_REQUEST_NOT_FOUND',
  'TRADE_REQUEST_CLOSED',
  'EDITION_NOT_RELEASED',
  'DECK_NOT_FOUND',
  'DECK_RULES',
  'UNKNOWN_CARD',
  'EMPTY_DECK_TEXT',
  'DECK_TEXT_TOO_LONG',
  'PRIVATE_DECK',
  'OWN_DECK',
  'PRIVATE_COLLECTION',
  'NOT_RELEASED',
  'NOT_IN_COLLECTION',
  'AMOUNT_OVER_MAX',

  // Community boards (decision 026).
  'BOARD_NOT_FOUND',
  'BOARD_GROUP_NOT_FOUND',
  'BOARD_NAME_TAKEN',
  'BOARD_NOT_EMPTY',
  'COMMENT_NOT_FOUND',
  'CATEGORY_INVALID',
  'CONTENT_EMPTY',
  'IMAGES_OFF',
  'TOO_MANY_IMAGES',
  'HAS_REPLIES',
  'HAS_COMMENTS',
  'REPLY_DEPTH',
  'OWN_POST',
  'ALREADY_VOTED',
  'ALREADY_REPORTED',
  'BLINDED',
  'NEW_ACCOUNT_LIMIT',
  'NOT_DB_REQUEST',

  // 1:1 inquiries (decision 032).
  'INQUIRY_NOT_FOUND',
  'INQUIRY_ANSWERED',
  'INQUIRY_EMAIL_REQUIRED',

  // The point mall and delivery addresses (decision 033).
  'PRODUCT_NOT_FOUND',
  'NOT_ON_SALE',
  'OUT_OF_STOCK',
  'POINT_SHORT',
  'ORDER_LIMIT',
  'ORDER_NOT_FOUND',
  'ORDER_STATUS',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_LIMIT',

  // The daily attendance check (decision 033).
  'ALREADY_CHECKED_IN',
  'ATTENDANCE_IP_LIMIT',

  // Official events, standings, players and result reports (decision 034).
  'LEAGUE_NOT_FOUND',
  'LEAGUE_TYPE_NOT_FOUND',
  'ARCHETYPE_NOT_FOUND',
  'PLAYER_NOT_FOUND',
  'CLAIM_NOT_FOUND',
  'PLAYER_CLAIMED',
  'STANDINGS_INVALID',
  'FUTURE_RESULTS',
  'IN_USE',
  /** Translation dictionaries (decision 036). */
  'TRANSLATION_NOT_FOUND',
  /** Member API keys and the bulk export of the public card API. */
  'API_KEY_INVALID',
  'API_KEY_LIMIT',
  'API_KEY_NOT_FOUND',
  'API_KEY_REVOKED',
  'EXPORT_NOT_FOUND',
  /** The watchlist (decision 039). */
  'WATCH_LIMIT',
  'WATCH_NOT_FOUND',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** True for a code of the list, so a client can narrow the code of an answer it received. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
