import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { isAdminPath, patchAdminRoutes } from './admin-route-patch';
import { appRoutes } from './routes';
import { fullRouteTable } from '../test/route-table';

/** The public and policy routes of SPEC §2.2, as the spec lists them. */
const SPEC_PATHS = `
/caution / /tests /record /record_capture /deck_capture /day_check /card/builder /businesscard /search /set
/league /league/deck/list /league/deck/detail /league/player/list /league/player/detail /league/tournament/list
/deck/list /deck/copy /deck/update /deck/write /deck/read /contact/list /contact/read /contact/write
/pointmall/list /pointmall/update /pointmall/write /pointmall/read
/auth/login /auth/logout /auth/joinagree /auth/joinform /auth/findid /auth/findpassword /auth/email_certification
/mypage/home /mypage/point /mypage/update /mypage/password /mypage/address /mypage/alarm /mypage/message
/mypage/profile /mypage/official_league /card/list /card/detail
/trade/post/list /trade/post/write /trade/post/update /trade/post/read /trade/card_list /trade/log
/collection/dashboard /collection/list /collection/collect /collection/challengebook/list /collection/challengebook/read
/rank /official_league/list /official_league/write /official_league/update /official_league/read
/official_league/player/list /official_league/player/detail /official_league/deck_rank/list
/official_league/deck_rank/detail /board/list /board/read /board/update /board/write
/policy/apiguide /policy/rule /policy/privacy /policy/denyemail /policy/pointguide /policy/creditsandcontact
/admin/dashboard /admin/main/visited_log /admin/banner/ads /admin/card/pre_card /admin/translate/attack_name
/admin/search/supertype /admin/trade/request /admin/league/uid_apply /admin/deck/regulation_mark
/admin/provide/bug /admin/point/setting /admin/pointmall/guide /admin/user/ban_ip /admin/board/db_request
/admin/manager/log
`
  .trim()
  .split(/\s+/);

function leafPath(pathname: string): string | undefined {
  const leaf = matchRoutes(fullRouteTable, pathname)?.at(-1)?.route;
  return leaf?.index ? '(index)' : leaf?.path;
}

describe('route table', () => {
  it.each(SPEC_PATHS)('has a page for %s', (pathname) => {
    expect(leafPath(pathname)).not.toBe('*');
  });

  it('sends unknown paths to the 404 page', () => {
    expect(leafPath('/no/such/page')).toBe('*');
    expect(leafPath('/admin/card/unknown_screen')).toBe('*');
  });
});

describe('the back office joins the route table on demand', () => {
  it('is not in the table a guest first downloads', () => {
    expect(matchRoutes(appRoutes, '/admin/card/set')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(appRoutes, '/card/list')?.at(-1)?.route.path).toBe('card/list');
  });

  it('is added when a visit leads under /admin, and only then', async () => {
    const router = createMemoryRouter(appRoutes, {
      initialEntries: ['/card/list'],
      patchRoutesOnNavigation: patchAdminRoutes,
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(matchRoutes(router.routes, '/admin/card/set')?.at(-1)?.route.path).toBe('*');

    await router.navigate('/admin/card/set');
    expect(router.state.matches.at(-1)?.route.path).toBe('admin/card/set');
    await router.navigate('/admin/deck/tag');
    expect(router.state.matches.at(-1)?.route.path).toBe('admin/deck/tag');
    router.dispose();
  });

  it('opens the back office on its dashboard', async () => {
    const router = createMemoryRouter(appRoutes, {
      initialEntries: ['/admin'],
      patchRoutesOnNavigation: patchAdminRoutes,
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    router.dispose();
  });

  it('tells back-office paths from the rest', () => {
    expect(['/admin', '/admin/card/set', '/admin?x=1'].every(isAdminPath)).toBe(true);
    expect(['/administrator', '/card/admin', '/'].some(isAdminPath)).toBe(false);
  });
});
