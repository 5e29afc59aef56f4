import { describe, expect, it, vi } from 'vitest';

const holder = globalThis as { __zod_globalConfig?: object };

// zod is loaded once per test file: the first test loads it the way a page does, after the switch.
describe('the switch that keeps zod from eval', () => {
  it('is read by zod when zod loads after it, as on a page', async () => {
    await import('./zod-without-eval');
    const core = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).parse({ name: '리자몽' })).toEqual({ name: '리자몽' });
    expect(core.config().jitless).toBe(true);
    // Without the switch zod probes `new Function` here, and finds it allowed in Node.
    expect(core.util.allowsEval.value).toBe(false);
  });

  it('goes into the configuration of a zod that has loaded first', async () => {
    const loaded = { customError: undefined };
    holder.__zod_globalConfig = loaded;
    vi.resetModules();
    await import('./zod-without-eval');
    expect(holder.__zod_globalConfig).toBe(loaded);
    expect(loaded).toMatchObject({ jitless: true });
  });
});
