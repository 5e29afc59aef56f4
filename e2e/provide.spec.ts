import { expect, test, type Page } from './fixtures';
import { E2E_MANAGER, E2E_MEMBER } from './e2e-users';
import { pngBytes } from './images';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract (calls/provide.ts, messages.ts) that this journey shows. */
const MSG = {
  infoDone: '정보 입력/수정이 제보되었습니다.',
  imageDone: '이미지 등록 신청이 완료되었습니다.',
  approved: '제보를 승인했습니다.',
  notImage: '이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.',
};

/**
 * The demo catalogue has no Korean prints, so each project reports its own cards: `info` gets the Korean
 * data, `image` an image. No other spec uses these four.
 */
const CARDS = {
  desktop: {
    info: 'demo1-11',
    image: 'demo1-1',
    name: '에레브테스트',
    attack: '번개펀치테스트',
    ability: '정전기테스트',
  },
  mobile: {
    info: 'demo1-12',
    image: 'demo1-2',
    name: '붐볼테스트',
    attack: '전기쇼크테스트',
    ability: '버즈탭테스트',
  },
} as const;

function toast(page: Page, message: string) {
  return page.getByText(message, { exact: true });
}

test.describe('member reports and their review (§2.6, §2.7, review queue)', () => {
  test('an info report with a Korean name, attack and ability is approved by a 매니저 with 50P', async ({
    page,
    browser,
    contextOptions,
  }, testInfo) => {
    const card = CARDS[deviceOf(testInfo) as keyof typeof CARDS];
    await actAs(page.context(), E2E_MEMBER);
    const before = await page.request.post('/api/card/detail/card_kr', {
      data: { params: { id: card.info } },
    });
    expect(await before.json(), 'the card has no Korean record yet').toEqual([]);

    await page.goto(`/card/detail?id=${card.info}`);
    const infoButton = page.getByRole('button', { name: /정보 입력\/수정/ });
    // §2.5: on mobile the report buttons show their point ranges.
    if (deviceOf(testInfo) === 'mobile') await expect(infoButton).toContainText('15~100P');
    else await expect(infoButton).not.toContainText('P');
    await infoButton.click();
    const dialog = page.getByRole('dialog', { name: '정보 입력/수정' });
    await expect(dialog.getByRole('textbox', { name: '넘버', exact: true })).not.toHaveValue('');
    await dialog.getByRole('textbox', { name: '이름', exact: true }).fill(card.name);
    await dialog.getByRole('textbox', { name: '속성', exact: true }).first().fill('특성');
    await dialog.getByRole('textbox', { name: '능력명' }).first().fill(card.ability);
    await dialog.getByRole('textbox', { name: '기술명' }).first().fill(card.attack);
    await dialog.getByRole('textbox', { name: '제보 내용' }).fill('한글판 이름과 기술을 입력했습니다');
    await dialog.getByRole('button', { name: '제보하기' }).click();
    await expect(toast(page, MSG.infoDone)).toBeVisible();

    const managerContext = await browser.newContext(contextOptions);
    await actAs(managerContext, E2E_MANAGER);
    const manager = await managerContext.newPage();
    await manager.goto('/admin/provide/info');
    const report = manager.getByTestId('info-report').filter({ hasText: card.info });
    await expect(report.getByText(card.name)).toBeVisible();
    await report.getByLabel(/지급 포인트/).fill('50');
    await report.getByRole('button', { name: '승인' }).click();
    await expect(toast(manager, MSG.approved)).toBeVisible();
    await managerContext.close();

    await page.goto(`/card/detail?id=${card.info}&lang=kr`);
    await expect(page.getByText(card.name).first()).toBeVisible();
    await expect(page.getByText(card.attack).first()).toBeVisible();
    await expect(page.getByText(card.ability).first()).toBeVisible();

    await page.getByRole('button', { name: /수정내역/ }).click();
    const history = page.getByRole('table', { name: '수정내역' });
    await expect(history.getByText(`${E2E_MEMBER.nickname}(${E2E_MEMBER.id})`)).toBeVisible();
    await expect(history.getByText(`${E2E_MANAGER.nickname}(${E2E_MANAGER.id})`)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/mypage/point');
    await expect(page.getByRole('table', { name: '포인트 내역' }).getByText('+50P').first()).toBeVisible();
  });

  test('an image report takes a PNG named .jpg and refuses a text file named .png', async ({
    page,
  }, testInfo) => {
    const card = CARDS[deviceOf(testInfo) as keyof typeof CARDS];
    await actAs(page.context(), E2E_MEMBER);

    const refused = await page.request.post('/api/admin/provide/image/insert/image?card_nation=kr', {
      multipart: {
        image: { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some text') },
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(MSG.notImage);

    await page.goto(`/card/detail?id=${card.image}`);
    await page.getByRole('button', { name: /이미지 등록 신청/ }).click();
    const dialog = page.getByRole('dialog', { name: '이미지 등록 신청' });
    const file = dialog.getByLabel('이미지 파일');
    await file.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await expect(toast(page, MSG.notImage)).toBeVisible();
    await expect(dialog.getByTestId('image-cropper')).toHaveCount(0);

    await file.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: pngBytes(245, 342) });
    await expect(dialog.getByTestId('image-cropper')).toBeVisible();
    // The keyboard picks the option: on a phone the dropdown may open below the fold of the dialog.
    const nation = dialog.getByRole('combobox', { name: '발매 국가' });
    await nation.click();
    await nation.press('ArrowDown');
    await nation.press('Enter');
    await expect(nation).toHaveValue('국내판 (kr)');
    await dialog.getByRole('button', { name: '등록 신청' }).click();
    await expect(toast(page, MSG.imageDone)).toBeVisible();
  });
});
