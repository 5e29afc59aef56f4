import { expect, test } from './fixtures';

const SITE_TITLE = '포켓몬카드 DB/커뮤니티 카드도감';

/**
 * §2.1: the tab of /card/detail is titled with the card's Korean name. None of these demo cards has a
 * Korean record (no other spec gives them one): the unconfirmed suggestion stands in for it, and the
 * English name where there is no suggestion either, never the bare site title.
 */
const CARDS = [
  { id: 'demo1-3', title: '리자몽 ex' },
  { id: 'demo1-23', title: '기본 풀 에너지' },
  { id: 'demo1-6', title: 'Potion' },
] as const;

test.describe('card page tab title (§2.1)', () => {
  for (const card of CARDS) {
    test(`names ${card.id} '${card.title}'`, async ({ page }) => {
      await page.goto(`/card/detail?id=${card.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${card.title} - ${SITE_TITLE}`);
    });
  }
});
