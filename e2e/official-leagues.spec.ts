import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN, E2E_MEMBER, E2E_READER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract (official-league/messages.ts) that this journey shows. */
const MSG = {
  claimSent: '선수 이름 확인 신청을 접수했습니다. 운영진 확인 후 연결됩니다.',
  claimApproved: '선수 이름을 회원에게 연결했습니다.',
};

/**
 * Each project has its own archetypes, keyed to demo cards the other project's lists never hold, its own
 * event day and its own claiming member, so the desktop and mobile runs on one server stay apart. The
 * first archetype's key card has a picture and a Korean name in the demo catalogue, for the consensus list.
 */
const PROJECT = {
  desktop: {
    daysAgo: 12,
    member: E2E_MEMBER,
    a: {
      name: '피카츄덱',
      key: 'Pikachu',
      keyKr: '피카츄',
      line: '4 Pikachu DEM 5',
      extra: '2 Raichu DEM 10',
    },
    b: { name: '꼬부기덱', key: 'Squirtle', line: '4 Squirtle DEM 4', extra: '3 Wartortle DEM 9' },
  },
  mobile: {
    daysAgo: 13,
    member: E2E_READER,
    a: {
      name: '잠만보덱',
      key: 'Snorlax',
      keyKr: '잠만보',
      line: '4 Snorlax DEM 12',
      extra: '2 Meowth DEM 16',
    },
    b: { name: '이브이덱', key: 'Eevee', line: '4 Eevee DEM 11', extra: '3 Psyduck DEM 17' },
  },
} as const;

/** Placements of the first archetype; the others play the second: 5 of 8 → 62.5 %, 3 of 8 → 37.5 %. */
const FIRST_ARCHETYPE_PLACES = [1, 2, 4, 6, 7];

function standingsText(setup: (typeof PROJECT)[keyof typeof PROJECT], playerName: (p: number) => string) {
  const blocks: string[] = [];
  for (let place = 1; place <= 8; place++) {
    const deck = FIRST_ARCHETYPE_PLACES.includes(place) ? setup.a : setup.b;
    blocks.push(
      `${place} | ${playerName(place)} | ${9 - place}-${place - 1}-0`,
      'Pokémon: 6',
      deck.line,
      deck.extra,
      '',
      'Trainer: 8',
      '4 Rare Candy DEM 19',
      // One list of the first archetype plays a Potion: a tech card.
      place === 2 ? '1 Potion DEM 6' : "4 Professor's Research DEM 20",
      '',
      'Energy: 10',
      '10 Fire Energy DEM 21',
    );
  }
  return blocks.join('\n');
}

const koreanDay = (daysAgo: number) =>
  new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function saveArchetype(page: Page, name: string, keyCard: string, priority: number) {
  const answer = await page.request.post('/api/admin/league/deck_name/save', {
    data: { params: { name_kr: name, name_en: keyCard, key_card_name: keyCard, priority } },
  });
  expect(answer.status(), `archetype ${name}`).toBe(200);
}

test.describe('official events and deck ranks', () => {
  test(
    'a 관리자 enters an event with 8 lists; deck ranks, the archetype page and the player page show it; a member claims the name',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      const setup = PROJECT[deviceOf(testInfo) as keyof typeof PROJECT];
      const stamp = `${deviceOf(testInfo)}-${Date.now()}`;
      const eventName = `E2E 시티리그 ${stamp}`;
      const playerName = (place: number) => `E2E ${place}번 ${stamp}`;
      const archetypeA = `${setup.a.name} ${stamp}`;
      const archetypeB = `${setup.b.name} ${stamp}`;
      const day = koreanDay(setup.daysAgo);

      await actAs(page.context(), E2E_ADMIN);
      // A retry outranks the archetypes an earlier attempt left on the same key cards.
      await saveArchetype(page, archetypeA, setup.a.key, 10 + testInfo.retry);
      await saveArchetype(page, archetypeB, setup.b.key, 10 + testInfo.retry);

      // The event and its standings, pasted as one table.
      await page.goto('/official_league/write');
      await expect(page.getByRole('heading', { level: 1, name: '대회 등록' })).toBeVisible();
      await page.getByLabel('대회 이름').fill(eventName);
      await page.getByLabel('대회 종류').selectOption({ label: '시티리그' });
      await page.getByLabel('대회 날짜').fill(day);
      await page.getByRole('radio', { name: 'Master' }).check();
      await page.getByLabel('순위표 붙여넣기').fill(standingsText(setup, playerName));
      await page.getByRole('button', { name: '저장', exact: true }).click();

      await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
      const standings = page.getByLabel('순위표', { exact: true });
      await expect(standings.getByRole('link', { name: playerName(8), exact: true })).toBeVisible();
      await expect(standings.getByRole('link', { name: archetypeA })).toHaveCount(5);
      await expect(standings.getByRole('link', { name: archetypeB })).toHaveCount(3);

      // Deck ranks of that day and division: the shares of the two archetypes, with the sample size.
      await page.goto(`/official_league/deck_rank/list?from=${day}&to=${day}&division=Master`);
      const ranks = page.getByRole('table', { name: '덱 순위' });
      await expect(ranks.getByRole('row').filter({ hasText: archetypeA })).toContainText('62.5%');
      await expect(ranks.getByRole('row').filter({ hasText: archetypeB })).toContainText('37.5%');
      await expect(page.getByText('대회 1개 · 참가자 8명').first()).toBeVisible();

      // The archetype page: the consensus list with the key card's picture and its average count.
      await ranks.getByRole('link', { name: archetypeA }).click();
      await expect(page.getByRole('heading', { level: 1, name: archetypeA })).toBeVisible();
      const consensus = page.getByRole('region', { name: '대표 덱리스트' });
      const keyCard = consensus.getByRole('img', { name: setup.a.keyKr, exact: true });
      await expect(keyCard).toBeVisible();
      await expect
        .poll(() => keyCard.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(consensus.getByLabel('평균 4장').first()).toBeVisible();
      await expect(page.getByRole('region', { name: '테크 카드' })).toContainText('Potion');

      // The winner's player page lists the result.
      await page.goto('/official_league/list');
      await page.getByRole('link', { name: eventName }).first().click();
      await page
        .getByLabel('순위표', { exact: true })
        .getByRole('link', { name: playerName(1), exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: playerName(1) })).toBeVisible();
      const results = page.getByRole('table', { name: '대회 결과' });
      await expect(results.getByRole('row').filter({ hasText: eventName })).toContainText('1위');
      const playerPage = page.url();

      // A member claims the name; a 관리자 confirms it; the member's page then shows the result.
      await actAs(page.context(), setup.member);
      await page.goto(playerPage);
      await page.getByRole('button', { name: '내 이름으로 인증 요청' }).click();
      await expect(page.getByText(MSG.claimSent)).toBeVisible();

      await actAs(page.context(), E2E_ADMIN);
      await page.goto('/admin/league/player_claim');
      await page.getByRole('button', { name: `${playerName(1)} 신청 승인` }).click();
      await page.getByRole('dialog').getByRole('button', { name: '승인', exact: true }).click();
      await expect(page.getByText(MSG.claimApproved)).toBeVisible();

      await actAs(page.context(), setup.member);
      await page.goto('/mypage/official_league');
      await expect(page.getByRole('heading', { level: 1, name: '나의 공식대회' })).toBeVisible();
      await expect(page.getByText('승인').first()).toBeVisible();
      await expect(
        page.getByRole('table', { name: '대회 결과' }).getByRole('row').filter({ hasText: eventName }),
      ).toContainText('1위');
    },
  );
});
