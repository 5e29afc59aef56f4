import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../src/services/answer-cache';

const cache = (max = 100) => new AnswerCache({ enabled: true, max, ttlMs: 60_000 });

describe('AnswerCache', () => {
  it('answers a repeated key from memory until it is invalidated', async () => {
    const answers = cache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await answers.get('a', load)).toBe('{"n":1}');
    expect(await answers.get('a', load)).toBe('{"n":1}');
    answers.invalidate('a');
    expect(await answers.get('a', load)).toBe('{"n":2}');
  });

  it('drops every answer tagged with an invalidated key, and only those', async () => {
    const answers = cache();
    let loads = 0;
    const group = async () => ({ ids: ['x', 'y'], n: ++loads });
    await answers.get('x|kr', group, (a) => a.ids.map((id) => `${id}|kr`));
    await answers.get(
      'z|kr',
      async () => ({ ids: ['z'], n: ++loads }),
      (a) => a.ids.map((id) => `${id}|kr`),
    );
    // A price of y (same group as x) changes x's statistics, not z's.
    answers.invalidate('y|kr');
    expect(await answers.get('x|kr', group)).toBe('{"ids":["x","y"],"n":3}');
    expect(await answers.get('z|kr', group)).toBe('{"ids":["z"],"n":2}');
  });

  it('forgets the tags of answers the cache evicted', async () => {
    const answers = cache(1);
    await answers.get(
      'a',
      async () => 1,
      () => ['t'],
    );
    await answers.get(
      'b',
      async () => 2,
      () => ['t'],
    );
    answers.invalidate('t');
    let loads = 0;
    expect(await answers.get('b', async () => ++loads)).toBe('1');
  });

  it('does not keep an answer whose load began before a write cleared or invalidated the cache', async () => {
    for (const write of [(c: AnswerCache) => c.clear(), (c: AnswerCache) => c.invalidate('a')]) {
      const answers = cache();
      let release!: () => void;
      const slow = answers.get('a', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
      // The write commits and announces itself while the slow read is still on its way.
      write(answers);
      release();
      expect(await slow).toBe('"old"');
      // The next reader must not meet the answer read before the write.
      expect(await answers.get('a', async () => 'new')).toBe('"new"');
      expect(await answers.getJson('a', async () => '"newer"')).toBe('"new"');
    }
  });

  it('loads every time when disabled', async () => {
    const answers = new AnswerCache({ enabled: false, max: 10, ttlMs: 1000 });
    let loads = 0;
    await answers.get('a', async () => ++loads);
    expect(await answers.get('a', async () => ++loads)).toBe('2');
  });
});
