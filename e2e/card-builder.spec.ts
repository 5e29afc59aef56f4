import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { deviceOf } from './device';
import { pngBytes } from './images';

/**
 * /card/builder: a fan card made from a demo card (Charizard ex, 리자몽 ex through the species dictionary),
 * with a new name, attack text and an uploaded picture, downloaded as a PNG drawn in the browser. Nothing
 * is written on the server, so the spec shares its lane with the phone flows.
 */
const TEMPLATE = { id: 'demo1-3', search: '리자몽', name: '리자몽 ex' };
/** The canvas size, 2× of a printed card (apps/web/src/features/card-builder/lib/layout.ts). */
const CARD = { width: 750, height: 1050 };
/** The middle of the picture box on the card. */
const ART_CENTRE = { x: 52 + 646 / 2, y: 118 + 400 / 2 };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** pngBytes fills every pixel with this grey. */
const UPLOAD_GREY = 0x5a;

test.describe('card builder', () => {
  test('a fan card made from a demo card downloads as a PNG of the canvas size', async ({
    page,
  }, testInfo) => {
    const name = `리자몽 팬카드 ${deviceOf(testInfo)}`;
    await page.goto('/card/builder');
    await expect(page.getByRole('heading', { level: 1, name: '카드 만들기' })).toBeVisible();
    await expect(page).toHaveTitle(/^카드 만들기 - /);

    // The template, through the card search picker.
    await page.getByRole('button', { name: '카드에서 가져오기' }).click();
    const picker = page.getByRole('dialog', { name: '템플릿 카드 고르기' });
    await picker.getByLabel('검색어').fill(TEMPLATE.search);
    await picker.getByRole('button', { name: /^검색/ }).first().click();
    const result = picker
      .getByTestId('search-result')
      .filter({ has: page.locator(`a[href="/card/detail?id=${TEMPLATE.id}"]`) });
    await result.first().getByRole('button', { name: '선택' }).click();
    await expect(picker).toBeHidden();
    const nameField = page.getByRole('textbox', { name: '카드 이름' });
    await expect(nameField).toHaveValue(TEMPLATE.name);
    await expect(page.getByRole('textbox', { name: 'HP' })).toHaveValue('330');
    await expect(page.getByRole('textbox', { name: '기술 1 이름' })).toHaveValue('Explosive Vortex');

    // A new name and attack text, and a picture from the device framed with the cropper.
    await nameField.fill(name);
    await page.getByRole('textbox', { name: '기술 1 설명' }).fill('{불꽃} 에너지를 2개 트래쉬한다.');
    await expect(page.getByRole('img', { name: `${name} 팬 카드 미리보기` })).toBeVisible();
    await page
      .getByLabel('그림 파일')
      .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: pngBytes(320, 200) });
    const cropper = page.getByRole('dialog', { name: '그림 자르기' });
    await expect(cropper.getByTestId('art-cropper').locator('img')).toBeVisible();
    await cropper.getByRole('button', { name: '적용' }).click();
    await expect(cropper).toBeHidden();
    await expect(page.getByText('올린 그림')).toBeVisible();

    // The uploaded picture is painted into the picture box of the preview.
    const canvas = page.getByTestId('card-builder-canvas');
    await expect
      .poll(() =>
        canvas.evaluate(
          (el: HTMLCanvasElement, { at, grey }) => {
            const [r, g, b] = el.getContext('2d')!.getImageData(at.x, at.y, 1, 1).data;
            return Math.max(...[r!, g!, b!].map((c) => Math.abs(c - grey)));
          },
          { at: ART_CENTRE, grey: UPLOAD_GREY },
        ),
      )
      // The picture is kept as a JPEG, which may shift a flat grey by a step or two.
      .toBeLessThanOrEqual(6);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PNG 다운로드' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name.replace(/ /g, '_')}_fan_card.png`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual(CARD);

    // The draft is still there on a later visit.
    await page.reload();
    await expect(page.getByRole('textbox', { name: '카드 이름' })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: '기술 1 설명' })).toHaveValue(
      '{불꽃} 에너지를 2개 트래쉬한다.',
    );
    await expect(page.getByText('올린 그림')).toBeVisible();
  });
});
