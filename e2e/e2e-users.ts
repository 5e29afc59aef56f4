import { writeFileSync } from 'node:fs';
import path from 'node:path';
/** The members the end-to-end server starts with (made by `npm run user:create -- --from` in playwright.config.ts). */
export const E2E_ADMIN = {
  type: '관리자',
  id: 'e2eadmin',
  nickname: '운영자',
  email: 'e2e-admin@example.com',
  password: 'e2e-admin-pass-1234',
} as const;

export const E2E_MEMBER = {
  type: '사용자',
  id: 'e2emember',
  nickname: '리뷰어',
  email: 'e2e-member@example.com',
  password: 'e2e-member-pass-1234',
} as const;

/** A 매니저 who reviews member reports (e2e/provide.spec.ts). */
export const E2E_MANAGER = {
  type: '매니저',
  id: 'e2emanager',
  nickname: '검수자',
  email: 'e2e-manager@example.com',
  password: 'e2e-manager-pass-1234',
} as const;

/** Members of the board journey (e2e/boards.spec.ts): a writer, a reader who comments, and two more reporters. */
export const E2E_WRITER = {
  type: '사용자',
  id: 'e2ewriter',
  nickname: '글쓴이',
  email: 'e2e-writer@example.com',
  password: 'e2e-writer-pass-1234',
} as const;

export const E2E_READER = {
  type: '사용자',
  id: 'e2ereader',
  nickname: '댓글러',
  email: 'e2e-reader@example.com',
  password: 'e2e-reader-pass-1234',
} as const;

export const E2E_REPORTERS = [
  {
    type: '사용자',
    id: 'e2ereporter1',
    nickname: '신고자하나',
    email: 'e2e-reporter1@example.com',
    password: 'e2e-reporter-pass-1234',
  },
  {
    type: '사용자',
    id: 'e2ereporter2',
    nickname: '신고자둘',
    email: 'e2e-reporter2@example.com',
    password: 'e2e-reporter-pass-1234',
  },
] as const;

/**
 * Members of the member report journey (e2e/member-reports.spec.ts), a pair per project: one reports, the
 * other is banned, which can happen only once.
 */
export const E2E_REPORT_PAIRS = {
  desktop: {
    reporter: {
      type: '사용자',
      id: 'e2ereportfiler',
      nickname: '신고하는회원',
      email: 'e2e-reportfiler@example.com',
      password: 'e2e-reportfiler-pass-1234',
    },
    reported: {
      type: '사용자',
      id: 'e2ereported',
      nickname: '신고된회원',
      email: 'e2e-reported@example.com',
      password: 'e2e-reported-pass-1234',
    },
  },
  mobile: {
    reporter: {
      type: '사용자',
      id: 'e2ereportfiler2',
      nickname: '폰으로신고',
      email: 'e2e-reportfiler2@example.com',
      password: 'e2e-reportfiler2-pass-1234',
    },
    reported: {
      type: '사용자',
      id: 'e2ereported2',
      nickname: '폰에서신고됨',
      email: 'e2e-reported2@example.com',
      password: 'e2e-reported2-pass-1234',
    },
  },
} as const;

/** The member who sends a 1:1 inquiry and reads its answer (e2e/contact.spec.ts). */
export const E2E_ASKER = {
  type: '사용자',
  id: 'e2easker',
  nickname: '문의회원',
  email: 'e2e-asker@example.com',
  password: 'e2e-asker-pass-1234',
} as const;

/** Two members who message each other (e2e/messages.spec.ts). */
export const E2E_MESSAGE_PAIR = {
  sender: {
    type: '사용자',
    id: 'e2esender',
    nickname: '쪽지보낸이',
    email: 'e2e-sender@example.com',
    password: 'e2e-sender-pass-1234',
  },
  recipient: {
    type: '사용자',
    id: 'e2erecipient',
    nickname: '쪽지받는이',
    email: 'e2e-recipient@example.com',
    password: 'e2e-recipient-pass-1234',
  },
} as const;

/**
 * The member who checks in on /day_check (e2e/attendance.spec.ts), one per project: a member checks in once
 * a day, and the desktop and mobile runs may share a server.
 */
export const E2E_ATTENDEE = {
  desktop: {
    type: '사용자',
    id: 'e2eattendee',
    nickname: '출석왕',
    email: 'e2e-attendee@example.com',
    password: 'e2e-attendee-pass-1234',
  },
  mobile: {
    type: '사용자',
    id: 'e2eattendee2',
    nickname: '폰으로출석',
    email: 'e2e-attendee2@example.com',
    password: 'e2e-attendee2-pass-1234',
  },
} as const;

/**
 * The member who orders in the point mall (e2e/pointmall.spec.ts), one per project: the spec checks the
 * balance before and after, and the desktop and mobile runs may share a server.
 */
export const E2E_SHOPPER = {
  desktop: {
    type: '사용자',
    id: 'e2eshopper',
    nickname: '포인트몰회원',
    email: 'e2e-shopper@example.com',
    password: 'e2e-shopper-pass-1234',
  },
  mobile: {
    type: '사용자',
    id: 'e2eshopper2',
    nickname: '폰으로주문',
    email: 'e2e-shopper2@example.com',
    password: 'e2e-shopper2-pass-1234',
  },
} as const;

/** The member a 관리자 lets write mall products (e2e/manager-permissions.spec.ts); desktop only. */
export const E2E_MALL_WRITER = {
  type: '사용자',
  id: 'e2emallwriter',
  nickname: '상품등록회원',
  email: 'e2e-mallwriter@example.com',
  password: 'e2e-mallwriter-pass-1234',
} as const;

/** A member who watches and wants a card (구해요) and one who sells it (e2e/watchlist.spec.ts). */
export const E2E_WANT_PAIR = {
  buyer: {
    type: '사용자',
    id: 'e2ewantbuyer',
    nickname: '구해요회원',
    email: 'e2e-want-buyer@example.com',
    password: 'e2e-want-buyer-pass-1234',
  },
  seller: {
    type: '사용자',
    id: 'e2ewantseller',
    nickname: '팔아요회원',
    email: 'e2e-want-seller@example.com',
    password: 'e2e-want-seller-pass-1234',
  },
} as const;

export type E2EUser =
  | typeof E2E_ASKER
  | typeof E2E_MALL_WRITER
  | typeof E2E_ADMIN
  | typeof E2E_MEMBER
  | typeof E2E_MANAGER
  | typeof E2E_WRITER
  | typeof E2E_READER
  | (typeof E2E_REPORTERS)[number]
  | (typeof E2E_REPORT_PAIRS)[keyof typeof E2E_REPORT_PAIRS][keyof (typeof E2E_REPORT_PAIRS)['desktop']]
  | (typeof E2E_MESSAGE_PAIR)[keyof typeof E2E_MESSAGE_PAIR]
  | (typeof E2E_ATTENDEE)[keyof typeof E2E_ATTENDEE]
  | (typeof E2E_SHOPPER)[keyof typeof E2E_SHOPPER]
  | (typeof E2E_WANT_PAIR)[keyof typeof E2E_WANT_PAIR]
  | (typeof E2E_LEAGUE_PLAYERS)[number]
  | (typeof E2E_LEAGUE_PHONE_PLAYERS)[number];

/** The eight players of the online league's tournament (e2e/league.spec.ts). */
export const E2E_LEAGUE_PLAYERS = Array.from({ length: 8 }, (_, i) => ({
  type: '사용자' as const,
  id: `e2eleague${i + 1}`,
  nickname: `리그선수${i + 1}`,
  email: `e2e-league${i + 1}@example.com`,
  password: `e2e-league${i + 1}-pass-1234`,
}));

/**
 * The four players of the phone flow of e2e/league.spec.ts: the phone run shares its server with the
 * 'desktop-2' specs, where E2E_LEAGUE_PLAYERS play, so they apply and enter tournaments of their own.
 */
export const E2E_LEAGUE_PHONE_PLAYERS = Array.from({ length: 4 }, (_, i) => ({
  type: '사용자' as const,
  id: `e2eleaguephone${i + 1}`,
  nickname: `폰선수${i + 1}`,
  email: `e2e-league-phone${i + 1}@example.com`,
  password: `e2e-league-phone${i + 1}-pass-1234`,
}));

/** Everyone the end-to-end server starts with. */
export const E2E_USERS: readonly E2EUser[] = [
  E2E_ASKER,
  E2E_ADMIN,
  E2E_MEMBER,
  E2E_MANAGER,
  E2E_WRITER,
  E2E_READER,
  ...E2E_REPORTERS,
  ...Object.values(E2E_REPORT_PAIRS).flatMap((pair) => Object.values(pair)),
  ...Object.values(E2E_MESSAGE_PAIR),
  ...Object.values(E2E_ATTENDEE),
  ...Object.values(E2E_SHOPPER),
  ...Object.values(E2E_WANT_PAIR),
  E2E_MALL_WRITER,
  ...E2E_LEAGUE_PLAYERS,
  ...E2E_LEAGUE_PHONE_PLAYERS,
];

/**
 * The shell command that makes them all in one run (`--from`, one database start instead of one per
 * member): the list is written to a file of the run's data folder first.
 */
export function createUsersCommand(users: readonly E2EUser[], dataDir: string): string {
  const file = path.join(dataDir, 'e2e-users.json');
  writeFileSync(file, JSON.stringify(users));
  return `npx tsx ../apps/server/src/scripts/create-user.ts --from ${file}`;
}
