import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_LEAGUE_PHONE_PLAYERS, E2E_LEAGUE_PLAYERS, type E2EUser } from './e2e-users';
import { actAs } from './sessions';

/**
 * The online league end to end (decision 035). Eight members apply with their PTCGL ids and
 * are approved, enter a tournament with legal decklists (one on the page, after the page showed why a
 * 59-card list was refused), a 관리자 starts it in the browser, every round is paired and reported by both
 * players (one mismatch settled by the 관리자 in the browser), the top 4 play it out, and each member's
 * /record shows the W-L-T their matches add up to; the capture pages carry the link preview tags of a
 * 1200×630 PNG, fetched as a messenger would. Most reports go through the API (each player's own session)
 * so the flow stays short; the screens are used where a person would. Then a player reports their own match
 * on the tournament page and logs a casual match on /record, on a phone too, where those pages' tables are
 * lists.
 */

/** A legal 60-card list of the demo catalogue (regulation mark G). */
const DECK = [
  'Pokémon: 8',
  '4 Pikachu DEM 5',
  '4 Raichu DEM 10',
  '',
  'Energy: 52',
  '52 Lightning Energy DEM 24',
].join('\n');

interface Match {
  id: number;
  table_no: number;
  stage: 'swiss' | 'top_cut';
  round: number;
  player1: { entry_id: number };
  player2: { entry_id: number } | null;
  result: 'p1' | 'p2' | 'tie' | 'bye' | null;
}
interface Detail {
  status: string;
  current_round: number;
  entries: Array<{ id: number; ptcgl_name: string; member: { user_id: string } }>;
  matches: Match[];
}

/** A call as `user`, through the page's own cookies; answers the result or fails the test. */
async function call<T>(page: Page, user: E2EUser, path: string, params: unknown): Promise<T> {
  await actAs(page.context(), user);
  const answer = await page.request.post(path, { data: { params } });
  expect(answer.status(), `${user.id} ${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

const koreanIso = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19) + '+09:00';

/**
 * Makes `players` approved league players: each applies under a name ending in `stamp` unless approved
 * already (the phone flow's desktop run plays with members the first flow approved); the 관리자 approves
 * the first on /admin/league/uid_apply when asked, the others through the API.
 */
async function approvedPlayers(
  page: Page,
  players: readonly E2EUser[],
  stamp: string,
  approveFirstOnPage = false,
) {
  let applied = 0;
  for (const [i, player] of players.entries()) {
    const me = await call<{ application: { status: string } | null }>(page, player, '/api/league/me', {});
    if (me.application?.status === '승인') continue;
    await call(page, player, '/api/league/apply', {
      ptcgl_name: `Trainer${i + 1}${stamp}`,
      ptcgl_uid: `e2e-${stamp}-${i + 1}`,
    });
    applied += 1;
  }
  if (approveFirstOnPage) {
    await actAs(page.context(), E2E_ADMIN);
    await page.goto('/admin/league/uid_apply');
    const firstRow = page.getByRole('row').filter({ hasText: `Trainer1${stamp}` });
    await firstRow.getByRole('button', { name: /승인$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '승인' }).click();
    await expect(firstRow).toHaveCount(0);
    applied -= 1;
  }
  const waiting = await call<{ items: Array<{ id: number }> }>(
    page,
    E2E_ADMIN,
    '/api/admin/league/uid_apply/list',
    { status: '접수', text: stamp, size: 100 },
  );
  expect(waiting.items).toHaveLength(applied);
  for (const { id } of waiting.items)
    await call(page, E2E_ADMIN, '/api/admin/league/uid_apply/approve', { id });
}

async function createTournament(page: Page, name: string): Promise<number> {
  const now = Date.now();
  const { id } = await call<{ id: number }>(page, E2E_ADMIN, '/api/league/tournament/save', {
    name,
    regulation_marks: ['G'],
    registration_opens_at: koreanIso(now - 3_600_000),
    starts_at: koreanIso(now + 3_600_000),
    top_cut: 4,
  });
  return id;
}

/** Each entry's W-L-T over its final matches, Swiss and top cut (a bye is a win), as the server counts. */
function recordsOf(d: Detail): Map<number, { wins: number; losses: number; ties: number }> {
  const records = new Map(d.entries.map((e) => [e.id, { wins: 0, losses: 0, ties: 0 }]));
  for (const m of d.matches) {
    const one = records.get(m.player1.entry_id)!;
    const two = m.player2 ? records.get(m.player2.entry_id)! : null;
    if (m.result === 'bye' || m.result === 'p1') one.wins += 1;
    if (m.result === 'p1' && two) two.losses += 1;
    if (m.result === 'p2') {
      one.losses += 1;
      two!.wins += 1;
    }
    if (m.result === 'tie') {
      one.ties += 1;
      two!.ties += 1;
    }
  }
  return records;
}

/**
 * The link preview a messenger such as KakaoTalk builds: the page's HTML as served (no script runs), its
 * og:image, and that picture, which must be a PNG of 1200×630 by its own header.
 */
async function expectPreviewPicture(request: APIRequestContext, pagePath: string) {
  const html = await (await request.get(pagePath)).text();
  for (const tag of ['og:title', 'og:description', 'og:image'])
    expect(html, `${pagePath} ${tag}`).toMatch(new RegExp(`<meta property="${tag}" content="[^"]+">`));
  expect(html).toContain('<meta property="og:image:width" content="1200">');
  expect(html).toContain('<meta property="og:image:height" content="630">');
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!.replaceAll('&#38;', '&');
  const picture = await request.get(image);
  expect(picture.status(), image).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const png = await picture.body();
  // The PNG signature, then the IHDR chunk whose first fields are the width and the height.
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

test.describe('online league', () => {
  test('eight players play a Swiss tournament with a top cut; records and the record picture follow', async ({
    page,
  }) => {
    const players = E2E_LEAGUE_PLAYERS;
    const stamp = Date.now().toString(36);

    // Each member applies; the 관리자 approves the first in the browser and the others through the API.
    await approvedPlayers(page, players, stamp, true);
    expect(
      (
        await call<{ total: number }>(page, E2E_ADMIN, '/api/admin/league/uid_apply/list', {
          status: '승인',
          text: stamp,
          size: 100,
        })
      ).total,
    ).toBe(8);
    const id = await createTournament(page, `주간 리그 ${stamp}`);
    const detail = () => call<Detail>(page, E2E_ADMIN, '/api/league/tournament/detail', { id });
    const last = players.at(-1)!;
    for (const player of players.slice(0, -1)) {
      await call(page, player, '/api/league/tournament/register', { tournament_id: id, deck_text: DECK });
    }

    // The last player enters on the page: a list one card short is refused in Korean and nothing is saved.
    await actAs(page.context(), last);
    await page.goto(`/league/tournament/detail?id=${id}`);
    const entry = page.getByRole('region', { name: '참가 신청' });
    const list = entry.getByRole('textbox', { name: /덱 리스트/ });
    await list.fill(DECK.replace('52 Lightning Energy', '51 Lightning Energy'));
    await entry.getByRole('button', { name: '참가 신청' }).click();
    await expect(entry.getByRole('alert')).toHaveText('대회 덱은 정확히 60장이어야 합니다. (현재 59장)');
    expect((await detail()).entries).toHaveLength(7);
    await actAs(page.context(), last);
    await list.fill(DECK);
    await entry.getByRole('button', { name: '참가 신청' }).click();
    await expect(entry.getByRole('status')).toContainText('대회 참가 신청이 완료되었습니다.');
    expect((await detail()).entries).toHaveLength(8);

    // The 관리자 starts the tournament on its page: round 1 is paired.
    await actAs(page.context(), E2E_ADMIN);
    await page.goto(`/league/tournament/detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `주간 리그 ${stamp}` })).toBeVisible();
    await page.getByRole('button', { name: '대회 시작' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '대회 시작' }).click();
    await expect(page.getByRole('table', { name: /1라운드/ })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();

    const userOf = (d: Detail, entryId: number) =>
      players.find((p) => p.id === d.entries.find((e) => e.id === entryId)!.member.user_id)!;

    let disputeShown = false;
    for (let guard = 0; guard < 8; guard += 1) {
      const d = await detail();
      if (d.status === 'finished') break;
      const open = d.matches.filter((m) => m.round === d.current_round && m.player2 && m.result === null);
      for (const m of open) {
        const one = userOf(d, m.player1.entry_id);
        const two = userOf(d, m.player2!.entry_id);
        // The lower table's player 1 wins; in round 1 table 1 both players claim the win.
        const dispute = !disputeShown && d.current_round === 1 && m.table_no === 1;
        await call(page, one, '/api/league/match/report', {
          match_id: m.id,
          outcome: 'win',
          went_first: true,
        });
        await call(page, two, '/api/league/match/report', {
          match_id: m.id,
          outcome: dispute ? 'win' : 'loss',
          went_first: false,
        });
      }
      if (d.current_round === 1 && !disputeShown) {
        disputeShown = true;
        // The 관리자 sees the dispute on the page and settles it for player 1.
        await actAs(page.context(), E2E_ADMIN);
        await page.reload();
        await page.getByRole('button', { name: '테이블 1 결과 확정' }).click();
        const dialog = page.getByRole('dialog', { name: '테이블 1 결과 확정' });
        await dialog.getByRole('radio').first().check();
        await dialog.getByRole('button', { name: '저장' }).click();
        await expect(dialog).toBeHidden();
        // The page has read the settled match back (no unsettled match left) before the next round is
        // asked for: a click while that refetch re-renders the panel could be lost.
        await expect(page.getByText('1라운드 미확정 대전 0개')).toBeVisible();
        await page.getByRole('button', { name: '다음 라운드' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '다음 라운드' }).click();
        await expect(page.getByRole('table', { name: /2라운드/ })).toBeVisible();
        continue;
      }
      await call(page, E2E_ADMIN, '/api/league/tournament/next_round', { id });
    }

    const final = await detail();
    expect(final.status).toBe('finished');
    // Three Swiss rounds of four matches, then the semifinals and the final of the top 4.
    expect(final.matches.filter((m) => m.stage === 'swiss')).toHaveLength(12);
    expect(final.matches.filter((m) => m.stage === 'top_cut').map((m) => m.round)).toEqual([4, 4, 5]);
    // The disputed match was settled for player 1 as the 관리자 chose.
    expect(final.matches.find((m) => m.round === 1 && m.table_no === 1)!.result).toBe('p1');

    // Guests now see the bracket and every decklist.
    await page.context().clearCookies();
    await page.goto(`/league/tournament/detail?id=${id}`);
    await expect(page.getByText('결승').first()).toBeVisible();
    const firstName = `Trainer1${stamp}`;
    await page.getByRole('button', { name: `${firstName} 덱 리스트 보기` }).click();
    await expect(page.getByRole('list', { name: `${firstName} 덱 리스트` })).toContainText(
      /4 (피카츄|Pikachu)/,
    );

    // Each member's record page shows the W-L-T of their matches: 15 in all, none tied.
    const records = recordsOf(final);
    expect([...records.values()].reduce((sum, r) => sum + r.wins, 0)).toBe(15);
    for (const player of players) {
      const entryId = final.entries.find((e) => e.member.user_id === player.id)!.id;
      const { wins, losses, ties } = records.get(entryId)!;
      await page.goto(`/record?user_id=${player.id}`);
      await expect(page.getByText(`${wins}승 ${losses}패 ${ties}무`).first()).toBeVisible();
    }

    // The record picture and the 명함 as a messenger previews their links.
    await expectPreviewPicture(page.request, `/record_capture?user_id=${players[0]!.id}`);
    await expectPreviewPicture(page.request, `/businesscard?user_id=${players[0]!.id}`);
    await page.goto(`/businesscard?user_id=${players[0]!.id}`);
    await expect(page.getByRole('region', { name: '명함 정보' })).toContainText(`Trainer1${stamp}`);
  });

  test(
    'a player reports their own match on the tournament page',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      // The phone run has players of its own; the desktop run plays with four of the first flow's.
      const players = isMobile ? E2E_LEAGUE_PHONE_PLAYERS : E2E_LEAGUE_PLAYERS.slice(0, 4);
      const stamp = Date.now().toString(36);
      await approvedPlayers(page, players, stamp);
      const name = `${isMobile ? '폰' : '웹'} 리그 ${stamp}`;
      const id = await createTournament(page, name);
      for (const player of players) {
        await call(page, player, '/api/league/tournament/register', { tournament_id: id, deck_text: DECK });
      }
      await call(page, E2E_ADMIN, '/api/league/tournament/start', { id });
      const d = await call<Detail>(page, E2E_ADMIN, '/api/league/tournament/detail', { id });
      const m = d.matches.find((x) => x.round === 1 && x.table_no === 1)!;
      const entryOf = (entryId: number) => d.entries.find((e) => e.id === entryId)!;
      const userOf = (entryId: number) => players.find((p) => p.id === entryOf(entryId).member.user_id)!;
      const me = userOf(m.player1.entry_id);

      await actAs(page.context(), me);
      await page.goto(`/league/tournament/detail?id=${id}`);
      const card = page.getByRole('region', { name: '내 대전 · 1라운드' });
      await expect(card).toContainText(entryOf(m.player2!.entry_id).ptcgl_name);
      await card.getByText('선공', { exact: true }).click();
      await card.getByRole('button', { name: '승' }).click();
      const confirm = page.getByRole('dialog', { name: '결과 보고' });
      await expect(confirm).toContainText('(선공)');
      await confirm.getByRole('button', { name: '보고' }).click();
      await expect(card.getByRole('status')).toHaveText(
        '결과를 보고했습니다. 상대의 보고를 기다리고 있습니다.',
      );

      await call(page, userOf(m.player2!.entry_id), '/api/league/match/report', {
        match_id: m.id,
        outcome: 'loss',
      });
      await actAs(page.context(), me);
      await page.reload();
      await expect(card.getByLabel('대전 상태')).toHaveText('확정');
      await expect(card).toContainText('결과: 승');
      // Pairings, standings and players: lists on a phone, tables on a wide screen; nothing wider than the screen.
      const block = (label: string) =>
        page.getByRole(isMobile ? 'list' : 'table', { name: label, exact: true });
      const items = (label: string) =>
        isMobile
          ? block(label).getByRole('listitem')
          : block(label)
              .getByRole('row')
              .filter({ has: page.getByRole('cell') });
      await expect(items('1라운드 대진')).toHaveCount(2);
      await expect(items('순위표').first()).toContainText(entryOf(m.player1.entry_id).ptcgl_name);
      await expect(items('참가자')).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The match is on the member's record at once, where they also log a casual match by hand.
      await page.goto(`/record?user_id=${me.id}`);
      await expect(block('대전 기록')).toContainText(`${name} 1라운드`);
      const before = await call<{ overall: { wins: number; losses: number; ties: number } }>(
        page,
        me,
        '/api/record/summary',
        { user_id: me.id },
      );
      const form = page.getByRole('form', { name: '전적 기록' });
      await form.getByLabel('상대 이름').fill(`친선${stamp}`);
      await form.getByLabel('내 덱').fill('라이츄');
      await form.getByRole('radio', { name: '패' }).check();
      await form.getByRole('button', { name: '기록하기' }).click();
      const { wins, losses, ties } = before.overall;
      await expect(page.getByText(`${wins}승 ${losses + 1}패 ${ties}무`).first()).toBeVisible();
      await expect(block('대전 기록')).toContainText(`친선${stamp}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    },
  );
});
