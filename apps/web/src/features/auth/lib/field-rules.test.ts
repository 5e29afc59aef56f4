import { describe, expect, it } from 'vitest';
import { MSG } from '@carddogam/contract/messages';
import { fieldProblem, PASSWORD_MISMATCH, passwordProblems } from './field-rules';

describe('fieldProblem', () => {
  it.each([
    ['user_id', 'ab', MSG.userIdInvalid],
    ['user_id', '1trainer', MSG.userIdInvalid],
    ['user_id', 'trainer_1', null],
    ['nickname', '가', MSG.nicknameInvalid],
    ['nickname', '피카 츄', MSG.nicknameInvalid],
    ['nickname', '피카츄', null],
    ['email', 'not-mail', MSG.emailInvalid],
    ['email', 'a@b.kr', null],
    ['password', 'short', MSG.passwordInvalid],
    ['password', 'long enough', null],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(fieldProblem(field, value)).toBe(expected);
  });

  it('checks that the confirmation matches', () => {
    expect(passwordProblems('password1', 'password2')).toEqual({
      password: null,
      confirm: PASSWORD_MISMATCH,
    });
    expect(passwordProblems('password1', 'password1')).toEqual({ password: null, confirm: null });
  });
});
