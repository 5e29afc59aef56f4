import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { deviceOf } from './device';

/** Messages of packages/contract/src/messages.ts that this journey shows. */
const MSG = {
  userIdReserved: '사용할 수 없는 아이디입니다.',
  available: '사용 가능합니다.',
  joinMailSent: '가입이 완료되었습니다. 이메일로 보내드린 링크를 열어 인증을 완료해주세요.',
  emailCertified: '이메일 인증이 완료되었습니다.',
};

// A required field's label ends in an aria-hidden ' *'.
const PASSWORD_LABEL = /^비밀번호( \*)?$/;
const CONFIRM_LABEL = /^비밀번호 확인( \*)?$/;

/** Fails the test on any error the page logs or throws. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The text of an .eml file, with its quoted-printable or base64 body decoded. */
function decodeMail(raw: string): string {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return head + '\n\n' + Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return head + '\n\n' + Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return raw;
}

/** The certification link the server mailed to `email`, read from the .eml files under DATA_DIR/mail. */
async function certificationPath(email: string): Promise<string | null> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const mail = decodeMail(await readFile(path.join(dir, name), 'utf8'));
    if (!mail.includes(email)) continue;
    const token = /\/auth\/email_certification\?token=([^\s"<>]+)/.exec(mail)?.[1];
    if (token) return `/auth/email_certification?token=${token}`;
  }
  return null;
}

async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '내 계정 메뉴' }).click();
}

test.describe('accounts', () => {
  // One long journey over many pages; a busy machine needs more than the default 30 s for it.
  let errors: string[];

  test.beforeEach(({ page }) => {
    errors = watchPageErrors(page);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('join, certify by the mailed link, log in, my page, points, log out', async ({ page }, testInfo) => {
    const stamp = `${Date.now().toString(36)}${deviceOf(testInfo).slice(0, 1)}`;
    const userId = `e2e${stamp}`;
    const nickname = `트레${stamp.slice(-6)}`;
    const email = `${userId}@example.com`;
    const password = 'pikachu-e2e-1234';

    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

    // Agreements, then the form.
    await page.goto('/auth/joinagree');
    await page.getByRole('checkbox', { name: '모두 동의합니다' }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();

    const idInput = page.getByRole('textbox', { name: '아이디', exact: true });
    // A reserved id of §2.1 is refused by the availability check.
    await idInput.fill('Pokemon');
    await idInput.blur();
    await expect(page.getByText(MSG.userIdReserved)).toBeVisible();

    await idInput.fill(userId);
    await idInput.blur();
    await expect(page.getByText(MSG.available)).toHaveCount(1);
    await page.getByRole('textbox', { name: '닉네임', exact: true }).fill(nickname);
    await page.getByRole('textbox', { name: '이메일', exact: true }).fill(email);
    await page.getByLabel(PASSWORD_LABEL).fill(password);
    await page.getByLabel(CONFIRM_LABEL).fill(password);
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText(MSG.joinMailSent)).toBeVisible();

    // The mail the server wrote under DATA_DIR/mail carries the certification link.
    let link: string | null = null;
    await expect.poll(async () => (link = await certificationPath(email))).not.toBeNull();
    await page.goto(link!);
    await expect(page.getByText(MSG.emailCertified)).toBeVisible();

    // Log in.
    await page.getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('textbox', { name: '아이디', exact: true }).fill(userId);
    await page.getByLabel(PASSWORD_LABEL).fill(password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByText(nickname)).toBeVisible();
    await expect(header.getByLabel('배지 NEW')).toBeVisible();
    await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0);

    // My page.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: '마이페이지' }).click();
    await expect(page).toHaveURL(/\/mypage\/home$/);
    await expect(page.getByText(`아이디 ${userId}`)).toBeVisible();
    await expect(page.getByRole('main').getByText(nickname)).toBeVisible();

    // The point ledger.
    await page.getByRole('tab', { name: '포인트 내역' }).click();
    await expect(page).toHaveURL(/\/mypage\/point$/);
    await expect(page.getByLabel('보유 포인트')).toHaveText('0P');
    await expect(page.getByText('아직 포인트 내역이 없습니다.')).toBeVisible();

    // The session survives a reload.
    await page.reload();
    await expect(header.getByText(nickname)).toBeVisible();

    // Log out.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
    await page.goto('/mypage/home');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fmypage%2Fhome$/);
  });
});
