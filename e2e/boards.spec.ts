import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_MEMBER, E2E_READER, E2E_REPORTERS, E2E_WRITER, type E2EUser } from './e2e-users';
import { pngBytes } from './images';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract/src/messages.ts (BOARD_MSG) and the board screens that this journey shows. */
const MSG = {
  blinded: '신고가 누적되어 블라인드 처리된 게시글입니다.',
  reported: '신고가 접수되었습니다.',
  commented: '댓글이 등록되었습니다.',
  replied: '답글이 등록되었습니다.',
  guideTitle: '해외 거래 시세 안내',
};

const FREE_BOARD = { group: '커뮤니티', name: '자유게시판' };
const LIST_PATH = `/board/list?${new URLSearchParams({ board_group: FREE_BOARD.group, board_name: FREE_BOARD.name })}`;
/** The demo set's Charizard ex, named 리자몽 ex through the species dictionary; it gets an admin price here. */
const MENTIONED = { id: 'demo1-3', price: 15000 };

/**
 * The two projects may share one server (a plain `npx playwright test`), and a member in their first day
 * may post only once every two minutes: each project has its own writer and its own post title.
 */
const WRITERS = { desktop: E2E_WRITER, mobile: E2E_MEMBER } as const;

const INITIAL_CONSONANTS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** The jamo an IME shows first while a syllable is being typed (its initial consonant). */
function firstJamo(syllable: string): string {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? INITIAL_CONSONANTS[Math.floor(code / 588)]! : syllable;
}

/**
 * Types Korean the way a Hangul IME does in Chromium: each syllable is composed (first its initial
 * consonant, then the whole syllable, underlined) and then committed. With `enterWhileComposing`, Enter is
 * pressed while the last syllable is still being composed — the moment TipTap and Lexical are known to
 * drop the syllable (tiptap #2545, #4108) — and the syllable is committed after it.
 */
async function typeHangul(page: Page, text: string, options: { enterWhileComposing?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const syllables = [...text];
  for (const [i, syllable] of syllables.entries()) {
    if (syllable === ' ') {
      await cdp.send('Input.insertText', { text: ' ' });
      continue;
    }
    await cdp.send('Input.imeSetComposition', {
      text: firstJamo(syllable),
      selectionStart: 1,
      selectionEnd: 1,
    });
    await cdp.send('Input.imeSetComposition', { text: syllable, selectionStart: 1, selectionEnd: 1 });
    if (options.enterWhileComposing && i === syllables.length - 1) await page.keyboard.press('Enter');
    await cdp.send('Input.insertText', { text: syllable });
  }
  await cdp.detach();
}

async function openAs(browser: Browser, user: E2EUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await actAs(context, user);
  return { context, page: await context.newPage() };
}

/** What the 관리자 sets up through the staff calls: 베스트 from 2 votes, and a price for the card mentioned. */
async function prepareAsAdmin(browser: Browser) {
  const { context } = await openAs(browser, E2E_ADMIN);
  try {
    const call = async (path: string, params: unknown) => {
      const answer = await context.request.post(path, { data: { params } });
      expect(answer.status(), path).toBe(200);
      return answer.json();
    };
    const groups = (await call('/api/admin/board/category/list', {})) as {
      boards: { name: string; best_votes: number }[];
    }[];
    const board = groups.flatMap((g) => g.boards).find((b) => b.name === FREE_BOARD.name);
    expect(board, 'the seeded 자유게시판').toBeTruthy();
    const { post_count: _count, group: _group, ...settings } = board as Record<string, unknown>;
    await call('/api/admin/board/category/board/save', { ...settings, best_votes: 2 });
    await call('/api/admin/trade/price/insert/card', {
      card_id: MENTIONED.id,
      card_nation: 'en',
      card_state: 'S급',
      card_price: MENTIONED.price,
      card_sold: new Date().toISOString().slice(0, 10),
      state: '판매완료',
    });
  } finally {
    await context.close();
  }
}

/** 신고 of the post open on `page` (not of its comments, which have their own), for 광고/도배. */
async function reportPost(page: Page) {
  await page
    .getByRole('group', { name: '게시글 메뉴' })
    .getByRole('button', { name: '신고', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: '게시글 신고' });
  await dialog.getByRole('radio', { name: '광고/도배' }).check();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText(MSG.reported)).toBeVisible();
}

test.describe('community boards', () => {
  test(
    'a member writes a post with Hangul, an image and a card chip; others comment, vote, report; staff unblind it',
    { tag: '@mobile' },
    async ({ browser, page }, testInfo) => {
      const isMobile = deviceOf(testInfo) === 'mobile';
      const writer = WRITERS[deviceOf(testInfo) as keyof typeof WRITERS];
      const title = `리자몽 덱 후기 ${deviceOf(testInfo)}`;
      await prepareAsAdmin(browser);

      // The writer opens the free board and writes: Korean through IME composition, a card chip, an image.
      await actAs(page.context(), writer);
      await page.goto(LIST_PATH);
      await page.getByRole('link', { name: '글쓰기' }).click();
      await page.getByRole('textbox', { name: '제목' }).fill(title);
      const editor = page.getByRole('textbox', { name: '내용' });
      await editor.click();
      await typeHangul(page, '리자몽 덱을 써 봤습니다', { enterWhileComposing: true });
      await page.keyboard.type('[[');
      await typeHangul(page, '리자몽');
      const suggestions = page.getByRole('listbox', { name: '카드 검색 결과' });
      await suggestions
        .getByRole('option', { name: /리자몽 ex/ })
        .first()
        .click();
      await typeHangul(page, ' 강력 추천');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '이미지 올리기' }).click();
      await (await chooser).setFiles({ name: 'deck.png', mimeType: 'image/png', buffer: pngBytes(320, 200) });
      await expect(editor.locator('img[src^="/upload/board/"]')).toBeVisible();
      // Enter pressed while '다' was composing kept the syllable and broke the line after it.
      await expect(editor.locator('p').first()).toHaveText('리자몽 덱을 써 봤습니다');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await expect(page).toHaveURL(/\/board\/read\?.*id=\d+/);
      const readUrl = page.url();
      await expect(page).toHaveTitle(new RegExp(`^${title} > ${FREE_BOARD.name}`));

      // Another member reads it: the chip shows the card's Korean name and price, and opens the card popup.
      const reader = await openAs(browser, E2E_READER);
      try {
        const readerPage = reader.page;
        await readerPage.goto(readUrl);
        const post = readerPage.getByRole('article', { name: new RegExp(title) });
        await expect(post.getByText('리자몽 덱을 써 봤습니다', { exact: true })).toBeVisible();
        await expect(post.locator('img[src^="/upload/board/"]')).toBeVisible();
        const chip = post.getByRole('button', { name: /리자몽 ex/ });
        await expect(chip).toContainText('15,000원');
        if (isMobile) await chip.tap();
        else await chip.hover();
        const popup = readerPage.getByRole('dialog', { name: '카드 정보' });
        await expect(popup).toBeVisible();
        await readerPage.keyboard.press('Escape');
        await expect(popup).toBeHidden();

        // A comment, a reply to it, and 추천.
        const comments = readerPage.getByRole('region', { name: /^댓글/ });
        await comments.getByRole('textbox', { name: '댓글 내용' }).fill('좋은 정보 감사합니다');
        await comments.getByRole('button', { name: '댓글 등록' }).click();
        await expect(readerPage.getByText(MSG.commented)).toBeVisible();
        await comments.getByRole('button', { name: '답글' }).first().click();
        await comments.getByRole('textbox', { name: '답글 내용' }).fill('저도 같은 덱 써요');
        await comments.getByRole('button', { name: '답글 등록' }).click();
        await expect(readerPage.getByText(MSG.replied)).toBeVisible();
        await expect(comments.getByRole('heading', { name: '댓글 2' })).toBeVisible();
        await readerPage.getByRole('button', { name: /^추천 0/ }).click();
        await expect(readerPage.getByRole('button', { name: /^추천 1/ })).toBeVisible();

        // A second 추천 makes it 베스트 (this board now needs 2): on the 베스트 tab and the home page.
        const second = await openAs(browser, E2E_REPORTERS[0]);
        try {
          await second.page.goto(readUrl);
          await second.page.getByRole('button', { name: /^추천 1/ }).click();
          await expect(second.page.getByRole('button', { name: /^추천 2/ })).toBeVisible();
        } finally {
          await second.context.close();
        }
        await readerPage.goto(`${LIST_PATH}&tab=${encodeURIComponent('베스트')}`);
        await expect(readerPage.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
        await readerPage.goto('/');
        const best = readerPage.getByRole('region', { name: '베스트' });
        await expect(best.getByRole('link', { name: new RegExp(title) })).toBeVisible();

        // Three members report it: the third report blinds it for everyone but its writer and staff.
        await readerPage.goto(readUrl);
        await reportPost(readerPage);
        for (const reporter of E2E_REPORTERS) {
          const session = await openAs(browser, reporter);
          try {
            await session.page.goto(readUrl);
            await reportPost(session.page);
          } finally {
            await session.context.close();
          }
        }
        await readerPage.goto(LIST_PATH);
        await expect(readerPage.getByText(MSG.blinded).first()).toBeVisible();
        await expect(readerPage.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
      } finally {
        await reader.context.close();
      }

      // A 관리자 unblinds it from /admin/board/blinded_post; the title is back in the list.
      const postId = new URL(readUrl).searchParams.get('id')!;
      const admin = await openAs(browser, E2E_ADMIN);
      try {
        await admin.page.goto('/admin/board/blinded_post');
        await admin.page.getByRole('checkbox', { name: `게시글 ${postId} 선택` }).check();
        await admin.page.getByRole('button', { name: '블라인드 해제' }).click();
        await expect(admin.page.getByRole('checkbox', { name: `게시글 ${postId} 선택` })).toHaveCount(0);
      } finally {
        await admin.context.close();
      }
      const guest = await browser.newContext();
      try {
        const guestPage = await guest.newPage();
        await guestPage.goto(LIST_PATH);
        await expect(guestPage.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
      } finally {
        await guest.close();
      }
    },
  );

  test('the overseas-price notice of a card page opens the 이용가이드 post 401', async ({
    browser,
    page,
  }) => {
    await prepareAsAdmin(browser);
    await page.goto(`/card/detail?id=${MENTIONED.id}&lang=en`);
    await page.getByRole('link', { name: '이용가이드 보기' }).click();
    await expect(page).toHaveURL(/\/board\/read\?.*id=401/);
    await expect(page.getByRole('heading', { name: MSG.guideTitle })).toBeVisible();
  });
});
