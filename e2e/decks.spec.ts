import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN, E2E_MEMBER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract (messages.ts, calls/decks.ts) that this journey shows. */
const MSG = {
  privateDeck: '비공개된 덱은 작성자 외에는 볼 수 없습니다.',
};

/**
 * Each project builds its deck from its own Pokémon of the demo set (DEM), so the desktop and mobile runs
 * on one server never see each other's decks in a card's deck section: `picked` is added through the
 * card search picker, the others come from a pasted deck list (found by set code and number; the names
 * in it are not looked at).
 */
const CARDS = {
  desktop: { line: ['13', '14'], picked: 'demo1-15', pickedName: 'Pidgeot', exportOnly: ['11', '12'] },
  mobile: { line: ['1', '2'], picked: 'demo1-8', pickedName: 'Charmeleon', exportOnly: ['4', '5'] },
} as const;

/** 56 cards: 8 Pokémon, 8 Trainers and 40 basic Fire Energy; the picker adds the last 4. */
const importText = (line: readonly string[]) =>
  [
    'Pokémon: 8',
    `4 First DEM ${line[0]}`,
    `4 Second DEM ${line[1]}`,
    '',
    'Trainer: 8',
    '4 Rare Candy DEM 19',
    "4 Professor's Research DEM 20",
    '',
    'Energy: 40',
    '40 Fire Energy DEM 21',
  ].join('\n');

async function importDeckList(page: Page, text: string) {
  await page.getByLabel('덱 리스트 가져오기').fill(text);
  await page.getByRole('button', { name: '가져오기', exact: true }).click();
}

const builderCard = (page: Page, id: string) =>
  page.locator(`[data-testid="builder-card"][data-card-id="${id}"]`);

test.describe('deck recipes', () => {
  test(
    'a deck is built and published, another member likes and copies it, and a private deck stays hidden',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      const cards = CARDS[deviceOf(testInfo) as keyof typeof CARDS];
      const title = `E2E 덱 ${deviceOf(testInfo)} ${Date.now()}`;

      // The writer is the 관리자 account; the member plays the other visitor, who may not see a private deck.
      await actAs(page.context(), E2E_ADMIN);
      await page.goto('/deck/write');
      await expect(page.getByRole('heading', { name: '덱 작성' })).toBeVisible();
      await importDeckList(page, importText(cards.line));
      await expect(page.getByTestId('deck-total')).toHaveText('56 / 60장');

      // The last Pokémon through the card search picker, then three more copies with its + button.
      await page.getByRole('button', { name: '카드 검색해서 추가' }).click();
      const picker = page.getByRole('dialog', { name: '카드 추가' });
      await picker.getByLabel('검색어').fill(cards.pickedName);
      await picker.getByRole('button', { name: /^검색/ }).first().click();
      const result = picker
        .getByTestId('search-result')
        .filter({ has: page.locator(`a[href="/card/detail?id=${cards.picked}"]`) });
      await expect(result.first()).toBeVisible();
      await result.first().getByRole('button', { name: '선택' }).click();
      await page.keyboard.press('Escape');
      await expect(builderCard(page, cards.picked)).toBeVisible();
      for (let i = 0; i < 3; i += 1) {
        await builderCard(page, cards.picked)
          .getByRole('button', { name: / 추가$/ })
          .click();
      }
      await expect(page.getByTestId('deck-total')).toHaveText('60 / 60장');

      await page.getByLabel('덱 제목').fill(title);
      await page.getByLabel('태그').fill('피죤투, 테스트');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page).toHaveURL(/\/deck\/read\?id=\d+/);
      const deckId = new URL(page.url()).searchParams.get('id')!;
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('deck-card')).toHaveCount(6);

      // Listed, and in the deck section of the picked card's page.
      await page.goto(`/deck/list?${new URLSearchParams({ search_type: '제목', text: title }).toString()}`);
      await expect(page.getByTestId('deck-item').filter({ hasText: title })).toHaveCount(1);
      await page.goto(`/card/detail?id=${cards.picked}`);
      const section = page.getByRole('region', { name: '덱 레시피' });
      await expect(section.getByTestId('deck-item').filter({ hasText: title })).toBeVisible();

      // Another member likes it and copies it into a draft of their own.
      await actAs(page.context(), E2E_MEMBER);
      await page.goto(`/deck/read?id=${deckId}`);
      const like = page.getByRole('button', { name: /^좋아요/ });
      await expect(like).toHaveText('좋아요 0');
      await like.click();
      await expect(like).toHaveText('좋아요 1');
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('link', { name: '덱 복사' }).click();
      await expect(page).toHaveURL(/\/deck\/update\?id=\d+/);
      expect(new URL(page.url()).searchParams.get('id')).not.toBe(deckId);
      await expect(page.getByLabel('덱 제목')).toHaveValue(`${title} (복사)`);
      await expect(page.getByTestId('deck-total')).toHaveText('60 / 60장');

      // The writer makes it private; the other member now gets the §6 message.
      await actAs(page.context(), E2E_ADMIN);
      await page.goto(`/deck/update?id=${deckId}`);
      await expect(page.getByLabel('덱 제목')).toHaveValue(title);
      await page.getByText('비공개', { exact: true }).click();
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/deck/read\\?id=${deckId}$`));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      await actAs(page.context(), E2E_MEMBER);
      await page.goto(`/deck/read?id=${deckId}`);
      await expect(page.getByTestId('deck-message')).toHaveText(MSG.privateDeck);
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    },
  );

  test('imports a deck list and exports it back unchanged', async ({ page }, testInfo) => {
    const cards = CARDS[deviceOf(testInfo) as keyof typeof CARDS];
    await actAs(page.context(), E2E_MEMBER);
    // The names as the catalogue writes them, so the export (which writes the catalogue's names) matches.
    const names = await Promise.all(
      cards.exportOnly.map(async (number) => {
        const answer = await page.request.post('/api/deck/import', {
          data: { params: { text: `1 X DEM ${number}` } },
        });
        expect(answer.status()).toBe(200);
        return ((await answer.json()) as { cards: Array<{ name_en: string }> }).cards[0]!.name_en;
      }),
    );
    const text = [
      'Pokémon: 5',
      `3 ${names[0]} DEM ${cards.exportOnly[0]}`,
      `2 ${names[1]} DEM ${cards.exportOnly[1]}`,
      '',
      'Trainer: 4',
      '4 Switch DEM 18',
      '',
      'Energy: 10',
      '10 Water Energy DEM 22',
    ].join('\n');

    await page.goto('/deck/write');
    await importDeckList(page, `${text}\n4 Unknown Card XYZ 999`);
    await expect(page.getByTestId('import-errors')).toContainText('XYZ 999 카드를 찾을 수 없습니다.');
    await expect(page.getByTestId('deck-total')).toHaveText('19 / 60장');
    await page.getByRole('button', { name: '덱 리스트 내보내기' }).click();
    await expect(page.getByLabel('내보낸 덱 리스트')).toHaveValue(text);
  });
});
