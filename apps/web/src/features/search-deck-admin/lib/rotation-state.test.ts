import { describe, expect, it } from 'vitest';
import { rotationState } from './rotation-state';

const row = (id: number, effective_from: string) => ({ id, effective_from, legal_marks: ['G'], memo: '' });

describe('rotationState', () => {
  it('names the row in force, the rows to come and the rows replaced', () => {
    expect(rotationState(row(2, '2026-04-01'), '2026-11-25', 2)).toBe('적용 중');
    expect(rotationState(row(3, '2026-11-26'), '2026-11-25', 2)).toBe('예정');
    expect(rotationState(row(1, '2025-04-01'), '2026-11-25', 2)).toBe('지난 기준');
  });
});
