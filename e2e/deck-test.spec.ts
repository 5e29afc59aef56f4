import { expect, test } from './fixtures';
import { E2E_MEMBER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/**
 * A public 60-card deck of demo cards (apps/server/src/import/demo-data.ts): 8 Basic Pokémon (Pidgey,
 * Meowth), 4 Charizard ex (Stage 2), 8 Trainers and 40 basic Fire Energy.
 */
const DECK_CARDS = [
  { card_id: 'demo1-13', amount: 4 },
  { card_id: 'demo1-16', amount: 4 },
  { card_id: 'demo1-3', amount: 4 },
  { card_id: 'demo1-19', amount: 4 },
  { card_id: 'demo1-20', amount: 4 },
  { card_id: 'demo1-21', amount: 40 },
];
const DECK_SIZE = 60;

test.describe('deck test', () => {
  test(
    'a member opens the deck test from a deck page, sees the opening hand and prizes, and draws',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      const title = `E2E 덱 테스트 ${deviceOf(testInfo)} ${Date.now()}`;
      await actAs(page.context(), E2E_MEMBER);
      const written = await page.request.post('/api/deck/write', {
        data: { params: { title, status: '공개', cards: DECK_CARDS } },
      });
      expect(written.status()).toBe(200);
      const { id } = (await written.json()) as { id: number };

      await page.goto(`/deck/read?id=${id}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('link', { name: '덱 테스트' }).click();
      await expect(page).toHaveURL(new RegExp(`/tests\\?deck_id=${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: '덱 테스트' })).toBeVisible();
      await expect(page).toHaveTitle(/^덱 테스트 - /);
      await expect(page.getByRole('link', { name: title })).toBeVisible();

      // The opening: 7 in hand and 6 face-down prizes, whatever mulligans it took to find a Basic.
      const hand = page.getByTestId('hand-card');
      await expect(hand).toHaveCount(7);
      await expect(page.getByTestId('prize-card')).toHaveCount(6);
      await expect(page.getByRole('img', { name: '뒷면 카드' })).toHaveCount(6);
      await expect(page.getByTestId('mulligan-count')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('turn')).toHaveText('시작 패');
      // Mulligans reshuffle the whole deck, so whatever their count, the deck holds what the hand and the
      // prizes do not: 60 − 7 − 6 before any draw.
      const handCount = await hand.count();
      await expect(page.getByTestId('deck-count')).toHaveText(String(DECK_SIZE - 6 - handCount));
      await expect(page.getByTestId('deck-count')).toHaveText('47');
      // The kept hand holds a Basic Pokémon: Pidgey or Meowth.
      await expect(
        page
          .locator('[data-testid="hand-card"]:is([data-card-id="demo1-13"], [data-card-id="demo1-16"])')
          .first(),
      ).toBeAttached();

      await page.getByRole('button', { name: '1장 뽑기' }).click();
      await expect(hand).toHaveCount(8);
      await expect(page.getByTestId('deck-count')).toHaveText('46');
      await expect(page.getByTestId('turn')).toHaveText('1턴');

      await page.getByRole('button', { name: '프라이즈 확인' }).click();
      await expect(page.getByRole('img', { name: '뒷면 카드' })).toHaveCount(0);
      await expect(page.getByTestId('prize-card').first()).toHaveAttribute('data-card-id', /^demo1-/);

      // 8 Basics of 60: a mulligan C(52,7)/C(60,7) = 34.6 % of the time.
      await expect(page.getByTestId('exact-mulligan')).toHaveText('34.6%');
      await page.getByRole('button', { name: '1,000번 돌려보기' }).click();
      await expect(page.getByTestId('sample-result')).toContainText('1,000번 중 멀리건');
    },
  );
});
