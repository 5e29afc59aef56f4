import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../src/db/client';
import { CardPageCache, type loadCardPage } from '../../src/services/card-page';

type Page = NonNullable<Awaited<ReturnType<typeof loadCardPage>>>;
const db = {} as DbOrTx;
const page = (name: string) => ({ id: 'sv1-1', name }) as unknown as Page;

describe('CardPageCache', () => {
  it('does not keep a page read before an edit of the card was announced', async () => {
    let release!: (value: Page) => void;
    const loads = [
      () => new Promise<Page>((resolve) => (release = resolve)),
      async () => page('새 이름'),
    ];
    const pages = new CardPageCache(async () => loads.shift()!());
    const slow = pages.get(db, 'sv1-1');
    // A staff edit commits and invalidates the card while the first read is still on its way.
    pages.invalidate('sv1-1');
    release(page('옛 이름'));
    expect(await slow).toContain('옛 이름');
    expect(await pages.get(db, 'sv1-1')).toContain('새 이름');
  });

  it('answers a repeated read from memory', async () => {
    let reads = 0;
    const pages = new CardPageCache(async () => page(`read ${++reads}`));
    await pages.get(db, 'sv1-1');
    expect(await pages.get(db, 'sv1-1')).toContain('read 1');
  });
});
