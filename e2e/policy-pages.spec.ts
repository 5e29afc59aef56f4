import { expect, test } from './fixtures';
import { E2E_ADMIN } from './e2e-users';
import { actAs } from './sessions';

/**
 * The policy pages (issue 24): a 관리자 rewrites the 이용약관 on the page and a guest reads the new text with
 * no redeploy; the built-in text is brought back at the end, so the shell's '전문 보기' flow reads what it
 * always does (the saved text keeps the first article's heading all along).
 */
test.describe('policy pages', () => {
  test('a 관리자 edits the 이용약관 and a guest sees the new text', async ({ page, browser }) => {
    const sentence = `이 문장은 ${Date.now().toString(36)} 실행에서 고친 약관입니다.`;
    await actAs(page.context(), E2E_ADMIN);
    try {
      await page.goto('/policy/rule');
      await page.getByRole('button', { name: '수정' }).click();
      const box = page.getByRole('textbox', { name: '본문' });
      await expect(box).toHaveValue(/## 제1조 \(목적\)/);
      await box.fill(`시행일 2026-12-01\n## 제1조 (목적)\n${sentence}\n1. 첫째 항목`);
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByText(sentence)).toBeVisible();
      await expect(page.getByText(/^최종 수정 \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(운영자\)$/)).toBeVisible();

      const guest = await browser.newContext();
      try {
        const reader = await guest.newPage();
        await reader.goto('/policy/rule');
        await expect(reader.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
        await expect(reader.getByText(sentence)).toBeVisible();
        await expect(reader.getByText('시행일 2026-12-01')).toBeVisible();
        await expect(reader.getByRole('heading', { name: /제11조/ })).toHaveCount(0);
        await expect(reader.getByRole('button', { name: '수정' })).toHaveCount(0);
      } finally {
        await guest.close();
      }

      await page.getByRole('button', { name: '수정' }).click();
      await page.getByRole('button', { name: '기본 문구로 되돌리기' }).click();
      await expect(page.getByRole('heading', { name: /제11조/ })).toBeVisible();
      await expect(page.getByText(sentence)).toHaveCount(0);
    } finally {
      // Whatever happened above, the next flows read the built-in text.
      await page.request.post('/api/admin/policy/reset', { data: { params: { page: 'rule' } } });
    }
  });
});
