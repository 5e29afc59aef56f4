import { expect, test, type Locator, type Page } from './fixtures';
import { E2E_ADMIN } from './e2e-users';
import { pngBytes } from './images';
import { actAs } from './sessions';

/**
 * The card-data back office of decision 036 on the demo catalogue. Its one Japanese print (ナゾノクサ,
 * apps/server/src/import/demo-data.ts) is in a set no English set is mapped to, so the import made it a
 * card of its own and the link finder proposed Oddish (demo1-25) for it. The pictures go to cards no
 * other spec looks at the picture of; none of these cards is read by the phone flows.
 */
const OWN_CARD = 'jp-DEM1-025';
const ENGLISH_CARD = 'demo1-25';

/** Two files named by card id, one by set code and number, as staff name the scans they upload. */
const PICTURES = [
  { file: 'demo1-6.png', card: 'demo1-6', name: 'Potion' },
  { file: 'demo1-23.png', card: 'demo1-23', name: 'Grass Energy' },
  { file: 'demo1_25.png', card: ENGLISH_CARD, name: 'Oddish' },
] as const;

const UPLOADED = /^\/upload\/card_en_image\/[0-9a-f-]+\.webp$/;

/** The address the picture was drawn from, once it has loaded ('' before). */
const loadedSource = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) =>
    el.complete && el.naturalWidth > 0 ? new URL(el.currentSrc).pathname : '',
  );

const rowWith = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });

async function openAsAdmin(page: Page, path: string, title: string) {
  await actAs(page.context(), E2E_ADMIN);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('new prints and pictures in the card back office', () => {
  test('a 관리자 confirms the proposed English card and the Japanese print moves onto it', async ({
    page,
  }) => {
    await openAsAdmin(page, '/admin/card/new_card_jp', '신규 일본 카드');
    const table = page.getByRole('table', { name: '영어 카드 연결 제안' });
    const proposal = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: OWN_CARD, exact: true }) });
    await expect(proposal.getByRole('link', { name: ENGLISH_CARD, exact: true })).toBeVisible();
    for (const fact of [
      '✓ 도감 번호: 43 / 43',
      '✓ HP: 60 / 60',
      '✓ 기술 (비용:피해): Grass:10 / Grass:10',
      '✓ 카드 번호: 25 / 25',
      '✓ 이름: ナゾノクサ (뚜벅쵸) / Oddish (뚜벅쵸)',
    ]) {
      await expect(proposal.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(proposal.getByRole('cell', { name: '100%', exact: true })).toBeVisible();

    await proposal.getByRole('button', { name: `${OWN_CARD} 연결 확정` }).click();
    await expect(page.getByText('일본 카드가 영어 카드에 연결되었습니다.')).toBeVisible();
    await expect(proposal).toHaveCount(0);

    // The English card now carries the print: its 일어 tab shows the Japanese name and set.
    await page.goto(`/card/detail?id=${ENGLISH_CARD}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oddish 카드 시세');
    await page.getByText('일어', { exact: true }).click();
    await expect(page).toHaveURL(/lang=jp/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ナゾノクサ 카드 시세');
    await expect(page.locator('[data-card-name]')).toHaveText('ナゾノクサ');

    // The card of its own is gone.
    const gone = await page.request.post('/api/card/detail/isExist', { data: { params: { id: OWN_CARD } } });
    expect(await gone.json()).toEqual({ isExist: false });
  });

  test('a batch of pictures is matched by file name and applied to the English cards', async ({ page }) => {
    await openAsAdmin(page, '/admin/card/image_match', '이미지 매칭');
    await page.getByRole('combobox', { name: '카드 종류' }).click();
    await page.getByRole('option', { name: '영어 카드', exact: true }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles(
        PICTURES.map(({ file }) => ({ name: file, mimeType: 'image/png', buffer: pngBytes(120, 168) })),
      );
    await page.getByRole('button', { name: '올리기' }).click();

    const table = page.getByRole('table', { name: '이미지 매칭' });
    for (const picture of PICTURES) {
      const row = rowWith(table, picture.file);
      await expect(row.getByRole('textbox', { name: `${picture.file} 카드 ID` })).toHaveValue(picture.card);
      await expect(row.getByRole('cell', { name: picture.name, exact: true })).toBeVisible();
      await expect(row.getByText('대기', { exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: `적용 (${PICTURES.length})` }).click();
    await expect(page.getByText(`이미지 ${PICTURES.length}개를 적용했습니다.`)).toBeVisible();
    for (const picture of PICTURES) {
      await expect(rowWith(table, picture.file).getByText('적용', { exact: true })).toBeVisible();
    }

    for (const picture of PICTURES) {
      await page.goto(`/card/detail?id=${picture.card}`);
      const main = page.locator('main img[fetchpriority="high"]');
      await expect(main).toHaveAttribute('alt', picture.name);
      await expect.poll(() => loadedSource(main)).toMatch(UPLOADED);
    }
  });
});
