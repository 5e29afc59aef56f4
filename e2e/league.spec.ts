import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_LEAGUE_PLAYERS, type E2EUser } from './e2e-users';
import { actAs } from './sessions';

/**
 * The online league end to end (decision 035): eight members apply with their PTCGL ids and are approved,
 * enter a tournament with legal decklists, a 관리자 starts it in the browser, every round is paired and
 * reported by both players (one mismatch settled by the 관리자 in the browser), the top 4 play it out, and
 * each member's /record shows their W-L-T; the record picture is a 1200×630 PNG. Most reports go through
 * the API (each player's own session) so the flow stays short; the screens are used where a person would.
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
  result: string | null;
}
interface Detail {
  status: string;
  current_round: number;
  entries: Array<{ id: number; member: { user_id: string } }>;
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

test.describe('online league', () => {
  test('eight players play a Swiss tournament with a top cut; records and the record picture follow', async ({
    page,
  }) => {
    const players = E2E_LEAGUE_PLAYERS;
    const stamp = Date.now().toString(36);

    // Each member applies; the 관리자 approves the first in the browser and the others through the API.
    for (const [i, player] of players.entries()) {
      await call(page, player, '/api/league/apply', {
        ptcgl_name: `Trainer${i + 1}${stamp}`,
        ptcgl_uid: `e2e-${stamp}-${i + 1}`,
      });
    }
    await actAs(page.context(), E2E_ADMIN);
    await page.goto('/admin/league/uid_apply');
    const firstRow = page.getByRole('row').filter({ hasText: `Trainer1${stamp}` });
    await firstRow.getByRole('button', { name: /승인$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '승인' }).click();
    await expect(firstRow).toHaveCount(0);
    const waiting = await call<{ items: Array<{ id: number; ptcgl_name: string }> }>(
      page,
      E2E_ADMIN,
      '/api/admin/league/uid_apply/list',
      { status: '접수', text: stamp, size: 100 },
    );
    expect(waiting.items).toHaveLength(7);
    for (const { id } of waiting.items)
      await call(page, E2E_ADMIN, '/api/admin/league/uid_apply/approve', { id });

    const now = Date.now();
    const { id } = await call<{ id: number }>(page, E2E_ADMIN, '/api/league/tournament/save', {
      name: `주간 리그 ${stamp}`,
      regulation_marks: ['G'],
      registration_opens_at: koreanIso(now - 3_600_000),
      starts_at: koreanIso(now + 3_600_000),
      top_cut: 4,
    });
    for (const player of players) {
      await call(page, player, '/api/league/tournament/register', { tournament_id: id, deck_text: DECK });
    }

    // The 관리자 starts the tournament on its page: round 1 is paired.
    await actAs(page.context(), E2E_ADMIN);
    await page.goto(`/league/tournament/detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `주간 리그 ${stamp}` })).toBeVisible();
    await page.getByRole('button', { name: '대회 시작' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '대회 시작' }).click();
    await expect(page.getByRole('table', { name: /1라운드/ })).toBeVisible();

    const detail = () => call<Detail>(page, E2E_ADMIN, '/api/league/tournament/detail', { id });
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
    expect(final.matches.filter((m) => m.stage === 'top_cut')).toHaveLength(3);

    // Guests now see the bracket and every decklist.
    await page.context().clearCookies();
    await page.goto(`/league/tournament/detail?id=${id}`);
    await expect(page.getByText('결승').first()).toBeVisible();
    const firstName = `Trainer1${stamp}`;
    await page.getByRole('button', { name: `${firstName} 덱 리스트 보기` }).click();
    await expect(page.getByRole('list', { name: `${firstName} 덱 리스트` })).toContainText(
      /4 (피카츄|Pikachu)/,
    );

    // Each member's record page shows the W-L-T the server counted, and the records add up: 15 matches.
    let wins = 0;
    let losses = 0;
    for (const player of players) {
      const { overall } = await call<{ overall: { wins: number; losses: number; ties: number } }>(
        page,
        player,
        '/api/record/summary',
        { user_id: player.id },
      );
      await page.goto(`/record?user_id=${player.id}`);
      await expect(
        page.getByText(`${overall.wins}승 ${overall.losses}패 ${overall.ties}무`).first(),
      ).toBeVisible();
      wins += overall.wins;
      losses += overall.losses;
    }
    expect(wins).toBe(15);
    expect(losses).toBe(15);

    const picture = await page.request.get(`/api/capture/record.png?user_id=${players[0]!.id}`);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
