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

/** The shell command that makes one of them. */
export function createUserCommand(user: typeof E2E_ADMIN | typeof E2E_MEMBER): string {
  return `npx tsx ../apps/server/src/scripts/create-user.ts --type ${user.type} --id ${user.id} --nickname ${user.nickname} --email ${user.email} --password ${user.password}`;
}
