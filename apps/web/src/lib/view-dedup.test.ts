import { describe, expect, it, vi } from 'vitest';
import { countViewOncePerDay, hasViewedToday, removeOldViewLists, viewListKey } from './view-dedup';

const DAY1 = new Date('2026-11-23T09:00:00Z');
const DAY1_LATER = new Date('2026-11-23T23:59:00Z');
const DAY2 = new Date('2026-11-24T00:01:00Z');

describe('countViewOncePerDay', () => {
  it('sends the first view of the day and skips repeats', async () => {
    const send = vi.fn().mockResolvedValue({ view_count: 1 });
    expect(await countViewOncePerDay('card', 'sv1-1', send, DAY1)).toBe(true);
    expect(await countViewOncePerDay('card', 'sv1-1', send, DAY1_LATER)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(hasViewedToday('card', 'sv1-1', DAY1)).toBe(true);
    expect(JSON.parse(localStorage.getItem(viewListKey('card', '2026-11-23')) ?? '[]')).toEqual(['sv1-1']);
  });

  it('counts again on the next UTC day', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    await countViewOncePerDay('board', '7', send, DAY1);
    expect(await countViewOncePerDay('board', '7', send, DAY2)).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps kinds and ids apart', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    await countViewOncePerDay('trade_post', '7', send, DAY1);
    await countViewOncePerDay('pointmall', '7', send, DAY1);
    await countViewOncePerDay('trade_post', '8', send, DAY1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(hasViewedToday('board', '7', DAY1)).toBe(false);
  });

  it('does not count twice when two visits race', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = countViewOncePerDay('card', 'a', send, DAY1);
    const second = countViewOncePerDay('card', 'a', send, DAY1);
    finish();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('forgets the id when sending fails, so a later visit tries again', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(countViewOncePerDay('card', 'b', failing, DAY1)).rejects.toThrow('offline');
    expect(hasViewedToday('card', 'b', DAY1)).toBe(false);
    const working = vi.fn().mockResolvedValue(undefined);
    expect(await countViewOncePerDay('card', 'b', working, DAY1)).toBe(true);
  });

  it('reads a corrupted list as empty', async () => {
    localStorage.setItem(viewListKey('card', '2026-11-23'), '{not json');
    const send = vi.fn().mockResolvedValue(undefined);
    expect(await countViewOncePerDay('card', 'c', send, DAY1)).toBe(true);
  });
});

describe('removeOldViewLists', () => {
  it("deletes earlier days' lists and keeps today's and unrelated keys", () => {
    localStorage.setItem(viewListKey('card', '2026-11-22'), '["x"]');
    localStorage.setItem(viewListKey('board', '2026-11-01'), '["1"]');
    localStorage.setItem(viewListKey('card', '2026-11-23'), '["y"]');
    localStorage.setItem('other-setting', '1');

    removeOldViewLists(DAY1);

    expect(localStorage.getItem(viewListKey('card', '2026-11-22'))).toBeNull();
    expect(localStorage.getItem(viewListKey('board', '2026-11-01'))).toBeNull();
    expect(localStorage.getItem(viewListKey('card', '2026-11-23'))).toBe('["y"]');
    expect(localStorage.getItem('other-setting')).toBe('1');
  });
});
