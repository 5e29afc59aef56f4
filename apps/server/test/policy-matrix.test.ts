import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@carddogam/contract/constants';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { BOARD_IMAGE_UPLOAD_PATH, boardCalls } from '@carddogam/contract/calls/board';
import { boardAdminCalls } from '@carddogam/contract/calls/board-admin';
import { contactCalls, INQUIRY_IMAGE_UPLOAD_PATH } from '@carddogam/contract/calls/contact';
import { BANNER_IMAGE_UPLOAD_PATH, bannerAdminCalls } from '@carddogam/contract/calls/banner-admin';
import { sitemapCalls } from '@carddogam/contract/calls/sitemap';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { memberReportCalls } from '@carddogam/contract/calls/member-report';
import { POINTMALL_IMAGE_UPLOAD_PATH, pointmallCalls } from '@carddogam/contract/calls/pointmall';
import { orderCalls } from '@carddogam/contract/calls/pointmall-orders';
import { addressCalls } from '@carddogam/contract/calls/address';
import { ROUTE_POLICIES } from '../src/policies/roles';
import { createTestApp, type TestApp } from './helpers/app';
import { createMember, sessionCookie } from './helpers/members';

/**
 * Every staff and admin call in the route table × the eight kinds of caller (a guest and the seven user
 * types) must answer as §6 says: 401 for a guest, 403 with a Korean message for a type below the call,
 * and get past the policy (any other status) for the types allowed. The list of calls comes from the
 * server itself, so a call added later is checked without touching this file.
 */

/**
 * §6: who counts as staff, who moderates the boards (decision 026), and who is admin. Written out here,
 * not imported, so a change shows up.
 */
const ALLOWED: Record<'staff' | 'moderator' | 'mallStaff' | 'admin', readonly UserType[]> = {
  staff: ['관리자', '운영진', '매니저', '일어알바'],
  moderator: ['관리자', '운영진', '매니저'],
  // The point mall's orders (decision 033).
  mallStaff: ['관리자', '매니저'],
  admin: ['관리자'],
};
type Restricted = keyof typeof ALLOWED;
const isRestricted = (name: string): name is Restricted => name in ALLOWED;

/** Account and point back-office screens (/admin/user/*, /admin/point/*) are for 관리자. */
const ADMIN_ONLY_PREFIXES = ['/api/admin/user/', '/api/admin/point/'];

/** Calls that §6 reserves for 관리자, checked whenever they are registered. */
const ADMIN_ONLY_BY_SPEC = [
  '/api/card/detail/review/blind',
  '/api/card/detail/review/unblind',
  '/api/admin/trade/price/insert/card',
  '/api/user/update/point/increase',
  '/api/point/record',
];

/**
 * Calls outside /api/admin/ that only staff may make: who edited a card and which type they are serve
 * §6's writer rule in the staff edit dialog, and would otherwise tell anyone the type of any user id.
 */
const STAFF_ONLY_BY_SPEC = ['/api/card/select/writer', '/api/card/select/writer/type'];

/**
 * Paths under /api/admin/ that public screens read (§7.2 reference lists, §7.3 banner) or members use
 * (§7.7 reports); every other /api/admin/ call must be staff or admin.
 */
const PUBLIC_ADMIN_PATHS = new Set([
  '/api/admin/card/supertype/list/show',
  '/api/admin/card/regulation_mark/list',
  '/api/admin/card/pre_card/rarity/list',
  '/api/admin/card/pre_card/rarity_match',
  '/api/admin/card/search/first/set/import',
  '/api/admin/main/banner/import',
  // §7.7 keeps the member reports under /api/admin/provide/: filing one needs a member who is not banned,
  // and a card's edit history (§2.9) is as public as the card.
  '/api/admin/provide/bug/insert',
  '/api/admin/provide/update_log/list',
  // §2.6 and §2.7: the image upload, the image and info reports, and §2.7 'read' mode, which the
  // service opens to the reporter and to staff only.
  '/api/admin/provide/image/insert/image',
  '/api/admin/provide/image/insert/data',
  '/api/admin/provide/info/insert',
  '/api/admin/provide/info/import/card',
  // Decision 034: the official events' type list and the deck archetypes are read by the public screens.
  '/api/admin/league/official_league_type/list',
  '/api/admin/league/deck_name/list',
]);

/**
 * The community board calls (decision 026) and their route policies. Reads are open (each board's gates
 * decide in the service); writing needs a member who is not banned; the back office is for moderators,
 * and the board settings for 관리자.
 */
const BOARD_POLICIES: Record<string, string> = {
  [boardCalls.boards.path]: 'anyone',
  [boardCalls.setting.path]: 'anyone',
  [boardCalls.list.path]: 'anyone',
  [boardCalls.read.path]: 'anyone',
  [titleCalls.board.path]: 'anyone',
  [titleCalls.boardView.path]: 'anyone',
  [boardCalls.comments.path]: 'anyone',
  [boardCalls.profilePosts.path]: 'anyone',
  [boardCalls.profileComments.path]: 'anyone',
  [boardCalls.feed.path]: 'anyone',
  [sitemapCalls.boards.path]: 'anyone',
  [boardCalls.insert.path]: 'boardWriter',
  [boardCalls.update.path]: 'boardWriter',
  [boardCalls.remove.path]: 'boardWriter',
  [boardCalls.commentInsert.path]: 'boardWriter',
  [boardCalls.commentUpdate.path]: 'boardWriter',
  [boardCalls.commentDelete.path]: 'boardWriter',
  [boardCalls.vote.path]: 'member',
  [boardCalls.report.path]: 'member',
  [BOARD_IMAGE_UPLOAD_PATH]: 'member',
  [boardAdminCalls.categories.path]: 'moderator',
  [boardAdminCalls.groupSave.path]: 'admin',
  [boardAdminCalls.groupDelete.path]: 'admin',
  [boardAdminCalls.boardSave.path]: 'admin',
  [boardAdminCalls.boardDelete.path]: 'admin',
  [boardAdminCalls.posts.path]: 'moderator',
  [boardAdminCalls.postMove.path]: 'moderator',
  [boardAdminCalls.postDelete.path]: 'moderator',
  [boardAdminCalls.postBlind.path]: 'moderator',
  [boardAdminCalls.postUnblind.path]: 'moderator',
  [boardAdminCalls.blindedPosts.path]: 'moderator',
  [boardAdminCalls.comments.path]: 'moderator',
  [boardAdminCalls.commentDelete.path]: 'moderator',
  [boardAdminCalls.commentBlind.path]: 'moderator',
  [boardAdminCalls.commentUnblind.path]: 'moderator',
  [boardAdminCalls.dbRequests.path]: 'moderator',
  [boardAdminCalls.dbRequestUpdate.path]: 'moderator',
  [boardAdminCalls.reports.path]: 'moderator',
  // The boards' ad placement (/admin/board/ads) and every other placement's banners: site settings.
  [bannerAdminCalls.list.path]: 'admin',
  [bannerAdminCalls.save.path]: 'admin',
  [bannerAdminCalls.remove.path]: 'admin',
  [bannerAdminCalls.setShow.path]: 'admin',
  [BANNER_IMAGE_UPLOAD_PATH]: 'admin',
};

/** Member reports (decision 032): members not banned report; deciding sits with the member administration. */
const MEMBER_REPORT_POLICIES: Record<string, string> = {
  [memberReportCalls.report.path]: 'member',
  [memberReportCalls.reportedList.path]: 'admin',
  [memberReportCalls.reports.path]: 'admin',
  [memberReportCalls.decide.path]: 'admin',
};

/**
 * The 1:1 inquiry calls (decision 032): anyone may ask (guests by e-mail, banned members about their ban)
 * and read, the service deciding whose inquiry; the list is the member's own; answering is for staff.
 */
const CONTACT_POLICIES: Record<string, string> = {
  [contactCalls.write.path]: 'anyone',
  [contactCalls.read.path]: 'anyone',
  [INQUIRY_IMAGE_UPLOAD_PATH]: 'anyone',
  [contactCalls.list.path]: 'loggedIn',
  [contactCalls.adminList.path]: 'staff',
  [contactCalls.answer.path]: 'staff',
};

/**
 * The point mall (decision 033): anyone browses; writing products needs a member not banned (the service
 * then asks for 관리자 or permission_pointmall); ordering likewise; a member's orders and addresses are
 * their own; the order back office is for 관리자 and 매니저, the guide for 관리자.
 */
const POINTMALL_POLICIES: Record<string, string> = {
  [pointmallCalls.list.path]: 'anyone',
  [pointmallCalls.read.path]: 'anyone',
  [pointmallCalls.guide.path]: 'anyone',
  [titleCalls.pointmall.path]: 'anyone',
  [titleCalls.pointmallView.path]: 'anyone',
  [pointmallCalls.insert.path]: 'member',
  [pointmallCalls.update.path]: 'member',
  [pointmallCalls.setShow.path]: 'member',
  [POINTMALL_IMAGE_UPLOAD_PATH]: 'member',
  [orderCalls.insert.path]: 'member',
  [orderCalls.myList.path]: 'loggedIn',
  [orderCalls.read.path]: 'loggedIn',
  [orderCalls.cancel.path]: 'loggedIn',
  [addressCalls.list.path]: 'loggedIn',
  [addressCalls.insert.path]: 'loggedIn',
  [addressCalls.update.path]: 'loggedIn',
  [addressCalls.remove.path]: 'loggedIn',
  [addressCalls.setDefault.path]: 'loggedIn',
  [pointmallCalls.adminList.path]: 'mallStaff',
  [orderCalls.adminList.path]: 'mallStaff',
  [orderCalls.setStatus.path]: 'mallStaff',
  [orderCalls.ship.path]: 'mallStaff',
  [pointmallCalls.guideSave.path]: 'admin',
};

describe('policy matrix (§6)', () => {
  let t: TestApp;
  const cookies = new Map<UserType, Record<string, string>>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const type of USER_TYPES) {
      const member = await createMember(t, { type });
      cookies.set(type, await sessionCookie(t, member.userId));
    }
  });
  afterAll(() => t.close());

  const restricted = () => t.router.table.filter((e) => isRestricted(e.policy.name));

  it('gives every registered call one of the known policies', () => {
    const known = new Set<unknown>(Object.values(ROUTE_POLICIES));
    const without = t.router.table.filter((e) => !e.policy || !known.has(e.policy)).map((e) => e.path);
    expect(without).toEqual([]);
    const paths = t.router.table.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps /api/admin/ calls for staff, board moderators or admin, apart from the public reference lists', () => {
    const open = t.router.table
      .filter((e) => e.path.startsWith('/api/admin/') && !PUBLIC_ADMIN_PATHS.has(e.path))
      .filter((e) => !isRestricted(e.policy.name))
      .map((e) => `${e.path} (${e.policy.name})`);
    expect(open).toEqual([]);
  });

  it('reserves the 관리자-only calls of §6 and the account back office for admin', () => {
    const wrong = t.router.table
      .filter(
        (e) => ADMIN_ONLY_BY_SPEC.includes(e.path) || ADMIN_ONLY_PREFIXES.some((p) => e.path.startsWith(p)),
      )
      .filter((e) => e.policy.name !== 'admin')
      .map((e) => e.path);
    expect(wrong).toEqual([]);
  });

  it('keeps the writer lookups of §6 for staff', () => {
    const open = t.router.table
      .filter((e) => STAFF_ONLY_BY_SPEC.includes(e.path))
      .filter((e) => e.policy.name !== 'staff' && e.policy.name !== 'admin')
      .map((e) => e.path);
    expect(open).toEqual([]);
    expect(t.router.table.filter((e) => STAFF_ONLY_BY_SPEC.includes(e.path))).toHaveLength(2);
  });

  it('registers every board call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table.filter((e) => BOARD_POLICIES[e.path] !== undefined).map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(BOARD_POLICIES);
  });

  it('registers every member report call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => MEMBER_REPORT_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(MEMBER_REPORT_POLICIES);
  });

  it('registers every inquiry call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => CONTACT_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(CONTACT_POLICIES);
    expect(restricted().map((e) => e.path)).toEqual(
      expect.arrayContaining([contactCalls.adminList.path, contactCalls.answer.path]),
    );
  });

  it('registers every point mall call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => POINTMALL_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(POINTMALL_POLICIES);
  });

  it('has staff and admin calls to check', () => {
    const paths = restricted().map((e) => e.path);
    expect(paths).toContain(adminUserCalls.list.path);
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401, 403 or lets through, for every restricted call and every caller', async () => {
    const failures: string[] = [];
    for (const entry of restricted()) {
      const allowed = ALLOWED[entry.policy.name as Restricted];
      const callers: Array<[string, Record<string, string>]> = [
        ['guest', {}],
        ...USER_TYPES.map((type) => [type, cookies.get(type)!] as [string, Record<string, string>]),
      ];
      for (const [caller, headers] of callers) {
        const res = await t.post(entry.path, { params: {} }, headers);
        const message = (res.body as { error?: { message?: string } })?.error?.message ?? '';
        let expected: string;
        let ok: boolean;
        if (caller === 'guest') {
          expected = '401';
          ok = res.status === 401 && /[가-힣]/.test(message);
        } else if (allowed.includes(caller as UserType)) {
          expected = 'past the policy';
          ok = res.status !== 401 && res.status !== 403;
        } else {
          expected = '403 with a Korean message';
          ok = res.status === 403 && /[가-힣]/.test(message);
        }
        if (!ok)
          failures.push(`${entry.path} as ${caller}: expected ${expected}, got ${res.status} ${message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
