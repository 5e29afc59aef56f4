import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { expect, test } from './fixtures';
import { E2E_MANAGER } from './e2e-users';
import { actAs } from './sessions';

/**
 * The bulk edit sheets (/admin/card/excel): a 매니저 fills in Korean names of demo cards that have no
 * Korean record yet. Only this spec writes the Korean data of these three cards.
 */
const CARDS = [
  { id: 'demo1-18', name: '스위치' },
  { id: 'demo1-19', name: '이상한사탕' },
  { id: 'demo1-20', name: '박사의 연구' },
] as const;

test.describe('bulk edit with spreadsheets', () => {
  test('a 매니저 downloads the Korean sheet of the demo set, fills three names and applies them', async ({
    page,
  }) => {
    // A mark of this run, so a second run against the same server changes the names again.
    const run = Date.now().toString(36).slice(-4);
    const newName = (name: string) => `${name} ${run}`;
    await actAs(page.context(), E2E_MANAGER);
    await page.goto('/admin/card/excel');
    await expect(page.getByRole('heading', { name: '1. 엑셀 내려받기' })).toBeVisible();
    await page.getByRole('textbox', { name: /세트 이름/ }).fill('Demo Set');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀 내려받기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^card_kr_\d+\.xlsx$/);

    const sheets = await readXlsxFile(await readFile(await download.path()));
    expect(sheets.map((s) => s.sheet)).toEqual(['card_kr', '안내']);
    const [header, ...rows] = sheets[0]!.data;
    expect(header?.slice(0, 3)).toEqual(['id', 'name_en', 'name']);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    // Only the rows being changed go back: the sheet's guide allows leaving the others out.
    const edited = CARDS.map(({ id, name }) => {
      const row = rows.find((r) => r[0] === id);
      expect(row, id).toBeDefined();
      return row!.map((cell, i) => (i === 2 ? newName(name) : cell)) as Row;
    });
    const file = await writeXlsxFile([{ data: [header as Row, ...edited], sheet: 'card_kr' }]).toBuffer();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'card_kr.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByRole('button', { name: '미리보기' }).click();
    await expect(page.getByText('3행 중 3장, 3개 항목이 바뀝니다.')).toBeVisible();
    const preview = page.getByRole('table', { name: '엑셀 미리보기' });
    for (const { name } of CARDS) await expect(preview.getByText(newName(name))).toBeVisible();
    await expect(preview.getByRole('row')).toHaveCount(4);

    await page.getByRole('button', { name: '적용' }).click();
    await expect(page.getByRole('alert', { name: '적용했습니다' })).toContainText(
      '3장 3개 항목을 고쳤습니다.',
    );

    for (const { id, name } of CARDS) {
      await page.goto(`/card/detail?id=${id}&lang=kr`);
      await expect(page.getByText(newName(name)).first()).toBeVisible();
    }
  });
});
