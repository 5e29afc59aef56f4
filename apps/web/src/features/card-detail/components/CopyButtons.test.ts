import { describe, expect, it } from 'vitest';
import { showsCopyButtons } from './CopyButtons';

describe('copy URL / ID buttons (§2.5)', () => {
  it('show on desktop for everyone but 관리자, and on mobile only for 관리자', () => {
    expect(showsCopyButtons(false, undefined)).toBe(true);
    expect(showsCopyButtons(false, '사용자')).toBe(true);
    expect(showsCopyButtons(false, '관리자')).toBe(false);
    expect(showsCopyButtons(true, undefined)).toBe(false);
    expect(showsCopyButtons(true, '매니저')).toBe(false);
    expect(showsCopyButtons(true, '관리자')).toBe(true);
  });
});
