import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_ADMIN, type E2EUser } from './e2e-users';
import { deviceOf } from './device';

/** Messages of packages/contract (calls/card-edit.ts, messages.ts) that this journey shows. */
const MSG = {
  saved: '카드 정보가 수정되었습니다.',
  copied: '카드가 정상적으로 복사되었습니다.',
};

/** Demo cards no other spec uses: each project works on its own one. */
const CARDS = {
  desktop: { id: 'demo1-13', name: '구구테스트', preCard: 'pre-e2e-pidgey' },
  mobile: { id: 'demo1-14', name: '피죤테스트', preCard: 'pre-e2e-pidgeotto' },
} as const;

async function login(request: APIRequestContext, user: E2EUser) {
  const answer = await request.post('/api/auth/login', {
    data: { params: { user_id: user.id, password: user.password } },
  });
  expect(answer.status()).toBe(200);
}

const toast = (page: Page, message: string) => page.getByText(message, { exact: true });

test.describe('staff card editing (§2.5, §2.10, §2.12)', () => {
  test('the 관리자 edits the Korean name with 간편수정 and copies the card into a pre-input card', async ({
    page,
  }, testInfo) => {
    const card = CARDS[deviceOf(testInfo) as keyof typeof CARDS];
    await login(page.request, E2E_ADMIN);
    await page.goto(`/card/detail?id=${card.id}`);
    await expect(page.getByRole('button', { name: /수정내역/ })).toBeVisible();

    if (deviceOf(testInfo) === 'mobile') {
      // §2.5: the staff buttons are for desktop only.
      await expect(page.getByRole('button', { name: '간편수정' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '복사', exact: true })).toHaveCount(0);
      return;
    }

    // Ctrl+E opens 간편수정; Ctrl+K switches it to the Korean edition.
    await page.getByRole('button', { name: '간편수정' }).waitFor();
    await page.keyboard.press('Control+e');
    const dialog = page.getByRole('dialog', { name: '카드 간편수정' });
    await expect(dialog.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('Pidgey');
    await page.keyboard.press('Control+k');
    const name = dialog.getByRole('textbox', { name: '이름', exact: true });
    await expect(name).toHaveValue('');
    await name.fill(card.name);
    await dialog.getByRole('textbox', { name: '블록넘버' }).fill('013');
    await dialog.getByRole('textbox', { name: '제품명', exact: true }).fill('데모 세트');
    await dialog.getByRole('textbox', { name: '토탈넘버' }).fill('24');
    await dialog.getByRole('combobox', { name: '수정내역 메모' }).click();
    await page.getByRole('option', { name: '한글 입력' }).click();
    await page.keyboard.press('Control+Enter');
    await expect(toast(page, MSG.saved)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto(`/card/detail?id=${card.id}&lang=kr`);
    await expect(page.getByText(card.name).first()).toBeVisible();
    await page.getByRole('button', { name: /수정내역/ }).click();
    const history = page.getByRole('table', { name: '수정내역' });
    await expect(history.getByText('한글 입력')).toBeVisible();
    await expect(history.getByText(`${E2E_ADMIN.nickname}(${E2E_ADMIN.id})`).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '복사', exact: true }).click();
    const copy = page.getByRole('dialog', { name: '카드 복사' });
    await expect(copy.getByText(card.id)).toBeVisible();
    await copy.getByRole('textbox', { name: '선입력 카드 (ID)' }).fill(card.preCard);
    await copy.getByLabel('한글 제품명').fill('데모 신제품');
    await copy.getByLabel('일본 제품명').fill('デモ新製品');
    await copy.getByRole('textbox', { name: '블록넘버' }).fill('101');
    await page.keyboard.press('Control+Enter');
    await expect(toast(page, MSG.copied)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`id=${card.preCard}`));
    await expect(page.getByText(card.name).first()).toBeVisible();

    await page.goto('/admin/card/pre_card');
    await expect(page.getByTestId('pre-card-table').getByText(card.preCard)).toBeVisible();
  });
});
