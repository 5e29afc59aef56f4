import { expect, test } from './fixtures';
import { deviceOf } from './device';
import { E2E_READER } from './e2e-users';
import { actAs } from './sessions';

/**
 * /search (통합검색): a member writes a post about a demo card, and one word then finds both the card and the
 * post, each in its own group, and each hit leads to its page. The word is the Korean name of the demo
 * set's Psyduck (demo1-17), which no other journey writes about.
 */
const WORD = '고라파덕';
/** Found by its suggested Korean name; its page, without a Korean print, is titled in English. */
const CARD = { id: 'demo1-17', name: '고라파덕', nameEn: 'Psyduck' };
const FREE_BOARD = { group: '커뮤니티', name: '자유게시판' };

test('one word finds a card and a board post, grouped, and each leads to its page', async ({
  page,
}, testInfo) => {
  // The board journey's writers post too; this reader posts nowhere else, so the first-day limits allow it.
  await actAs(page.context(), E2E_READER);
  const title = `${WORD} 덱 질문 (${deviceOf(testInfo)})`;
  const call = async (path: string, params: unknown) => {
    const answer = await page.context().request.post(path, { data: { params } });
    expect(answer.status(), path).toBe(200);
    return answer.json();
  };
  const board = (await call('/api/board/setting', { board_name: FREE_BOARD.name })) as { id: number };
  const post = (await call('/api/board/post/insert', {
    board_id: board.id,
    title,
    content: `<p>${WORD}로 덱을 짜려는데 조언 부탁드립니다.</p>`,
  })) as { id: number };

  // The header's search link opens the page; the word goes into the address.
  await page.goto('/');
  await page.getByRole('link', { name: '통합검색' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('textbox', { name: '검색어' }).fill(WORD);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: WORD })}`);
  await expect(page).toHaveTitle(/^통합검색 - /);

  const cards = page.getByRole('region', { name: /^카드 \d+건/ });
  const cardLink = cards.getByRole('link', { name: CARD.name, exact: true });
  await expect(cardLink).toHaveAttribute('href', `/card/detail?id=${CARD.id}`);
  await expect(cardLink.locator('mark').first()).toHaveText(WORD);

  const posts = page.getByRole('region', { name: /^게시글 \d+건/ });
  const postLink = posts.locator(`a[href*="id=${post.id}"]`);
  await expect(postLink).toHaveText(title);
  await expect(postLink.locator('mark')).toHaveText(WORD);
  await expect(posts.getByRole('link', { name: `${FREE_BOARD.name}에서 더보기` })).toBeVisible();
  // Groups the word is not in say so rather than vanish.
  await expect(
    page.getByRole('region', { name: /^회원 0건/ }).getByText('검색 결과가 없습니다.'),
  ).toBeVisible();

  await postLink.click();
  await expect(page).toHaveURL(/\/board\/read\?/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goBack();
  await cards.getByRole('link', { name: CARD.name, exact: true }).click();
  await expect(page).toHaveURL(`/card/detail?id=${CARD.id}`);
  // The demo card has no Korean print: its page is titled by the English name.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(CARD.nameEn);
});
