import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_WANT_PAIR } from './e2e-users';
import { actAs } from './sessions';

/**
 * The collector tools as one member lives them (decisions 039, 040): member A watches a demo card at
 * 10,000원 or less and asks for it (구해요) up to 10,000원; member B posts it at 9,000원 and sees that a
 * member looks for it; A gets both alarms and follows the link to the post, finds the post in the want
 * list, downloads the card's price history as CSV, and prices a deck holding the card in 원. A plain HTTP
 * client, as KakaoTalk or a search engine reads pages, then finds the post's and the deck's link previews.
 * The card is the demo set's demo1-12 in its 북미판 edition (the demo set's only one), which no other spec
 * trades, so the alarms, the matches and the average are this journey's own. Desktop lane only.
 */
const CARD = 'demo1-12';
const TARGET = 10_000;
const SALE_PRICE = 9_000;
const A = E2E_WANT_PAIR.buyer;
const B = E2E_WANT_PAIR.seller;
const SITE_TITLE = '포켓몬카드 DB/커뮤니티 카드도감';

async function post<T>(page: Page, path: string, params: unknown): Promise<T> {
  const answer = await page.request.post(path, { data: { params } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** A page's head as a client that runs no script reads it. */
async function headOf(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], meta };
}

test('A watches and wants a card at 10,000원, B posts it at 9,000원: alarms, want list, price CSV and a deck total in 원', async ({
  page,
  request,
}) => {
  const saleTitle = '구해요 카드 판매 (관심 카드 알림 확인)';

  // A adds the card to the watchlist from the card page's ☆, with a target price …
  await actAs(page.context(), A);
  await page.goto(`/card/detail?id=${CARD}&lang=en`);
  await page.getByRole('button', { name: /관심 카드에 추가$/ }).click();
  const watch = page.getByRole('dialog', { name: '관심 카드' });
  await expect(watch.getByRole('combobox', { name: '판' })).toHaveValue('북미판');
  await watch.getByLabel('목표 가격').fill(String(TARGET));
  await watch.getByRole('button', { name: '추가하기' }).click();
  await expect(watch).toHaveCount(0);
  await expect(page.getByRole('button', { name: /관심 카드 설정$/ })).toHaveAttribute('aria-pressed', 'true');

  // … and asks for it (구해요) up to the same price.
  await page.getByRole('button', { name: '구매 요청', exact: true }).click();
  const want = page.getByRole('dialog', { name: '구매 요청' });
  await want.getByLabel('희망 최고 가격').fill(String(TARGET));
  await want.getByRole('button', { name: '요청하기' }).click();
  await expect(want).toBeHidden();

  // B posts the card at 9,000원 and, as its writer, sees that a member looks for it.
  await actAs(page.context(), B);
  const { id: postId } = await post<{ id: number }>(page, '/api/trade/post/insert', {
    title: saleTitle,
    content: '',
    lines: [{ card_id: CARD, card_nation: 'en', card_state: 'S급', card_price: SALE_PRICE }],
  });
  await page.goto(`/trade/post/read?id=${postId}`);
  await expect(page.getByText(/이 카드를 찾는 회원 [1-9]\d*명/)).toBeVisible();

  // A's watchlist shows the alert as sent; the header's badge leads to both alarms.
  await actAs(page.context(), A);
  await page.goto('/mypage/watchlist');
  await expect(page.getByText('알림 보냄').first()).toBeVisible();
  await page.getByRole('link', { name: /^읽지 않은 알림 \d+개$/ }).click();
  await expect(page).toHaveURL(/\/mypage\/alarm/);
  await expect(page.getByText('구해요 카드 판매글').first()).toBeVisible();
  await expect(page.getByText(/ · S급 · 9,000원$/).first()).toBeVisible();
  const alarm = page
    .getByRole('article', { name: '관심 카드 가격 알림' })
    .filter({ hasText: '9,000원 — 목표 10,000원 이하' })
    .filter({ hasText: '(북미판)' });
  await alarm.first().getByRole('link', { name: '바로가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade/post/read\\?id=${postId}$`));

  // A's want list holds the post under the request.
  await page.goto('/trade/request');
  await expect(page.getByRole('heading', { name: '내 구해요 목록' })).toBeVisible();
  const matched = page.getByLabel('조건에 맞는 판매글').getByRole('link', { name: saleTitle });
  await expect(matched).toHaveAttribute('href', `/trade/post/read?id=${postId}`);

  // The card's statistics section gives its price history as a CSV Excel reads (UTF-8 with a BOM).
  await page.goto(`/card/detail?id=${CARD}&lang=en`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내려받기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/_en_시세\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeff거래일,상태,등급회사,등급,가격(원),판매완료일,거래글')).toBe(true);
  expect(csv).toMatch(
    new RegExp(`\\n\\d{4}-\\d{2}-\\d{2},S급,,,9000,,http[^\\n]*/trade/post/read\\?id=${postId}`),
  );

  // A deck holding the card: its page prices it in 원, the total the sum of its lines.
  const { id: deckId } = await post<{ id: number }>(page, '/api/deck/write', {
    title: '구해요 카드 덱',
    deck_nation: 'en',
    regulation_group: '자유',
    cards: [
      { card_id: CARD, amount: 4 },
      { card_id: 'demo1-21', amount: 56 },
    ],
  });
  await page.goto(`/deck/read?id=${deckId}`);
  const section = page.getByRole('region', { name: '덱 가격' });
  const lines = section.getByRole('table', { name: '카드별 가격' }).getByRole('row');
  await expect(lines.filter({ hasText: '9,000원' })).toContainText('36,000원');
  const won = (text: string) => Number(text.replace(/[^\d]/g, ''));
  const lineTotals = await lines.locator('td:last-child').allTextContents();
  await expect(section.getByTestId('deck-value-total')).toHaveText(
    `${lineTotals.reduce((sum, text) => sum + won(text), 0).toLocaleString('ko-KR')}원`,
  );
  await expect(section.getByText('계산 방법')).toBeVisible();

  // Link previews, read without a browser: the post by its title and its card's picture, the deck by its
  // title and its drawn picture.
  const card = await headOf(request, `/card/detail?id=${CARD}`);
  expect(card.meta('og:image')).toMatch(/^https?:\/\/.+\/upload\/card_en_image\//);
  for (const [path, name, picture] of [
    [`/trade/post/read?id=${postId}`, saleTitle, card.meta('og:image')!],
    [`/deck/read?id=${deckId}`, '구해요 카드 덱', new RegExp(`/api/capture/deck\\.png\\?id=${deckId}$`)],
  ] as const) {
    const head = await headOf(request, path);
    expect(head.title, path).toBe(`${name} - ${SITE_TITLE}`);
    expect(head.meta('og:title'), path).toBe(name);
    expect(head.meta('og:image'), path).toMatch(picture);
  }
});
