import { emailField, nicknameField, passwordField, userIdField } from '@carddogam/contract/account-fields';

/** The contract's own rules, so the screens say exactly what the server would refuse. */
const RULES = {
  user_id: userIdField,
  nickname: nicknameField,
  email: emailField,
  password: passwordField,
};

export type RuledField = keyof typeof RULES;

/** The Korean message of the first broken rule, or null when the value passes. */
export function fieldProblem(field: RuledField, value: string): string | null {
  const result = RULES[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다.';

/** Password and its confirmation: the rule first, then whether the two match. */
export function passwordProblems(password: string, confirm: string) {
  return {
    password: fieldProblem('password', password),
    confirm: confirm === password ? null : PASSWORD_MISMATCH,
  };
}
