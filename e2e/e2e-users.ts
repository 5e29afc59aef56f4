/** The members the end-to-end server starts with (made by `npm run user:create` in playwright.config.ts). */
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

export type E2EUser =
  | typeof E2E_ADMIN
  | typeof E2E_MEMBER
  | typeof E2E_MANAGER
  | typeof E2E_WRITER
  | typeof E2E_READER
  | (typeof E2E_REPORTERS)[number];

/** Everyone the end-to-end server starts with. */
export const E2E_USERS: readonly E2EUser[] = [
  E2E_ADMIN,
  E2E_MEMBER,
  E2E_MANAGER,
  E2E_WRITER,
  E2E_READER,
  ...E2E_REPORTERS,
];

/** The shell command that makes one of them. */
export function createUserCommand(user: E2EUser): string {
  return `npx tsx ../apps/server/src/scripts/create-user.ts --type ${user.type} --id ${user.id} --nickname ${user.nickname} --email ${user.email} --password ${user.password}`;
}
