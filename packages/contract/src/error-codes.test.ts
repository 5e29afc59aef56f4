import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('lists every code once, in the SHOUTING_SNAKE_CASE clients compare', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('tells a listed code from anything else', () => {
    expect(isErrorCode('EMAIL_NOT_CERTIFIED')).toBe(true);
    expect(isErrorCode('NETWORK_ERROR')).toBe(true);
    expect(isErrorCode('FST_ERR_VALIDATION')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
