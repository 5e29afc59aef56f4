import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@carddogam/contract/constants';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { BOARD_IMAGE_UPLOAD_PATH, boardCalls } from '@carddogam/contract/calls/board';
import { boardAdminCalls } from '@carddogam/contract/calls/board-admin';
import { contactCalls, INQUIRY_IMAGE_UPLOAD_PATH } from '@carddogam/contract/calls/contact';
import { BANNER_IMAGE_UPLOAD_PATH, bannerAdminCalls } from '@carddogam/contract/calls/banner-admin';
import { tradeNoticeCalls } from '@carddogam/contract/calls/trade-notice';
import { tradeSettingsCalls } from '@carddogam/contract/calls/trade-settings';
import { policyPageCalls } from '@carddogam/contract/calls/policy-pages';
import { setCalls } from '@carddogam/contract/calls/sets';
import { unifiedSearchCalls } from '@carddogam/contract/calls/unified-search';
import { sitemapCalls } from '@carddogam/contract/calls/sitemap';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { memberReportCalls } from '@carddogam/contract/calls/member-report';
import { POINTMALL_IMAGE_UPLOAD_PATH, pointmallCalls } from '@carddogam/contract/calls/pointmall';
import { orderCalls } from '@carddogam/contract/calls/pointmall-orders';
import { addressCalls } from '@carddogam/contract/calls/address';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { cardLinkCalls } from '@carddogam/contract/calls/card-links';
import { IMAGE_MATCH_UPLOAD_PATH, imageMatchCalls } from '@carddogam/contract/calls/image-match';
import { deckSettingCalls, searchSettingCalls } from '@carddogam/contract/calls/site-settings';
import {
  CARD_EXCEL_APPLY_PATH,
  CARD_EXCEL_PREVIEW_PATH,
  cardExcelCalls,
} from '@carddogam/contract/calls/card-excel';
import { translateAdminCalls as translateCalls } from '@carddogam/contract/calls/translate-admin';
import {
  SET_IMAGE_UPLOAD_PATH,
  cardCatalogueCalls as catalogueCalls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { siteDashboardCalls } from '@carddogam/contract/calls/site-dashboard';
import { tradeAdminCalls } from '@carddogam/contract/calls/trade-admin';
import { tradeRequestCalls } from '@carddogam/contract/calls/trade-request';
import { priceHistoryCalls, watchlistCalls } from '@carddogam/contract/calls/watchlist';
import { apiKeyCalls } from '@carddogam/contract/calls/api-keys';
import { wantMatchCalls } from '@carddogam/contract/calls/want-matches';
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
const ALLOWED: Record<
  'staff' | 'moderator' | 'mallStaff' | 'leagueStaff' | 'cardEditor' | 'admin',
  readonly UserType[]
> = {
  staff: ['관리자', '운영진', '매니저', '일어알바'],
  moderator: ['관리자', '운영진', '매니저'],
  // The point mall's orders (decision 033).
  mallStaff: ['관리자', '매니저'],
  // The online league's player approvals and tournaments (decision 035).
  leagueStaff: ['관리자', '운영진', '매니저'],
  // The card-data back office's writes over every edition (decision 036).
  cardEditor: ['관리자', '운영진', '매니저'],
  admin: ['관리자'],
};
type Restricted = keyof typeof ALLOWED;
const isRestricted = (name: string): name is Restricted => name in ALLOWED;

/** Account, point and manager back-office screens (/admin/user/*, /admin/point/*, /admin/manager/*) are for 관리자. */
const ADMIN_ONLY_PREFIXES = ['/api/admin/user/', '/api/admin/point/', '/api/admin/manager/'];

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
  [bannerAdminCalls.move.path]: 'admin',
  [bannerAdminCalls.placements.path]: 'admin',
  [bannerAdminCalls.setAdSlot.path]: 'admin',
  [BANNER_IMAGE_UPLOAD_PATH]: 'admin',
};

/** The trade area's notices and options (/admin/trade/notice, etc; decision 037): 관리자 writes, all read. */
const TRADE_SITE_POLICIES: Record<string, string> = {
  [tradeNoticeCalls.list.path]: 'anyone',
  [tradeNoticeCalls.adminList.path]: 'admin',
  [tradeNoticeCalls.save.path]: 'admin',
  [tradeNoticeCalls.remove.path]: 'admin',
  [tradeSettingsCalls.limits.path]: 'anyone',
  [tradeSettingsCalls.get.path]: 'admin',
  [tradeSettingsCalls.save.path]: 'admin',
};

/** The policy pages' texts and the /set pages: anyone reads; only 관리자 rewrites a policy text. */
const POLICY_AND_SET_POLICIES: Record<string, string> = {
  [policyPageCalls.read.path]: 'anyone',
  [policyPageCalls.save.path]: 'admin',
  [policyPageCalls.reset.path]: 'admin',
  [setCalls.list.path]: 'anyone',
  [setCalls.read.path]: 'anyone',
};

/** /search (통합검색) is open to all; the boards' gates are applied to its posts inside the service. */
const UNIFIED_SEARCH_POLICIES: Record<string, string> = {
  [unifiedSearchCalls.all.path]: 'anyone',
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

/**
 * The online league's players and tournaments (decision 035): anyone reads the tournaments; members not
 * banned apply, enter, drop and report; the staff who moderate the community approve players and run
 * the tournaments; the weekly rules are for 관리자.
 */
/** New prints, en↔jp link proposals and image matching (decision 036): confirming a link is 관리자's. */
const CARD_LINK_POLICIES: Record<string, string> = {
  [cardLinkCalls.importRuns.path]: 'staff',
  [cardLinkCalls.newCardEn.path]: 'staff',
  [cardLinkCalls.proposals.path]: 'staff',
  [cardLinkCalls.findProposals.path]: 'staff',
  [cardLinkCalls.confirm.path]: 'admin',
  [cardLinkCalls.reject.path]: 'staff',
  [imageMatchCalls.batch.path]: 'staff',
  [imageMatchCalls.setCard.path]: 'staff',
  [imageMatchCalls.drop.path]: 'staff',
  [imageMatchCalls.apply.path]: 'staff',
  [`${IMAGE_MATCH_UPLOAD_PATH}kr`]: 'staff',
  [`${IMAGE_MATCH_UPLOAD_PATH}jp`]: 'staff',
  [`${IMAGE_MATCH_UPLOAD_PATH}en`]: 'staff',
};

const LEAGUE_POLICIES: Record<string, string> = {
  [leagueCalls.apply.path]: 'member',
  [leagueCalls.me.path]: 'loggedIn',
  [leagueCalls.applyList.path]: 'leagueStaff',
  [leagueCalls.applyApprove.path]: 'leagueStaff',
  [leagueCalls.applyRefuse.path]: 'leagueStaff',
  [leagueCalls.tournamentList.path]: 'anyone',
  [leagueCalls.tournamentDetail.path]: 'anyone',
  [leagueCalls.tournamentSave.path]: 'leagueStaff',
  [leagueCalls.tournamentCancel.path]: 'leagueStaff',
  [leagueCalls.register.path]: 'member',
  [leagueCalls.unregister.path]: 'member',
  [leagueCalls.start.path]: 'leagueStaff',
  [leagueCalls.nextRound.path]: 'leagueStaff',
  [leagueCalls.drop.path]: 'member',
  [leagueCalls.report.path]: 'member',
  [leagueCalls.resolve.path]: 'leagueStaff',
  [leagueCalls.autoList.path]: 'admin',
  [leagueCalls.autoSave.path]: 'admin',
  [leagueCalls.autoDelete.path]: 'admin',
};

/**
 * Search and deck settings (decision 036): the search's settings, the rotation, PTCGL codes and regulation
 * marks are 관리자's; deck notices, tags and seasons are kept by 관리자, 운영진 and 매니저; the screens read
 * the shown ones and the builder's legality check without logging in.
 */
const SITE_SETTING_POLICIES: Record<string, string> = {
  [searchSettingCalls.defaults.path]: 'anyone',
  [searchSettingCalls.basicRead.path]: 'admin',
  [searchSettingCalls.basicSave.path]: 'admin',
  [searchSettingCalls.supertypeList.path]: 'admin',
  [searchSettingCalls.supertypeSave.path]: 'admin',
  [searchSettingCalls.supertypeReorder.path]: 'admin',
  [deckSettingCalls.notices.path]: 'anyone',
  [deckSettingCalls.noticeAdminList.path]: 'cardEditor',
  [deckSettingCalls.noticeSave.path]: 'cardEditor',
  [deckSettingCalls.noticeDelete.path]: 'cardEditor',
  [deckSettingCalls.noticeReorder.path]: 'cardEditor',
  [deckSettingCalls.tags.path]: 'anyone',
  [deckSettingCalls.tagAdminList.path]: 'cardEditor',
  [deckSettingCalls.tagSave.path]: 'cardEditor',
  [deckSettingCalls.tagDelete.path]: 'cardEditor',
  [deckSettingCalls.tagReorder.path]: 'cardEditor',
  [deckSettingCalls.seasons.path]: 'anyone',
  [deckSettingCalls.seasonAdminList.path]: 'cardEditor',
  [deckSettingCalls.seasonSave.path]: 'cardEditor',
  [deckSettingCalls.seasonDelete.path]: 'cardEditor',
  [deckSettingCalls.rotations.path]: 'admin',
  [deckSettingCalls.rotationSave.path]: 'admin',
  [deckSettingCalls.rotationDelete.path]: 'admin',
  [deckSettingCalls.standardCheck.path]: 'anyone',
  [deckSettingCalls.ptcglList.path]: 'admin',
  [deckSettingCalls.ptcglSave.path]: 'admin',
  [deckSettingCalls.marks.path]: 'admin',
  [deckSettingCalls.markAdd.path]: 'admin',
  [deckSettingCalls.markDelete.path]: 'admin',
  [deckSettingCalls.markReorder.path]: 'admin',
};

/**
 * The league's figures, match records and 명함 (decision 035): anyone reads them (the 명함 without a
 * user_id is the reader's own, asked of a guest with a 401 in the call); members not banned log and delete
 * their own casual records and write their own 명함.
 */
const LEAGUE_FIGURE_POLICIES: Record<string, string> = {
  [leagueCalls.deckList.path]: 'anyone',
  [leagueCalls.deckDetail.path]: 'anyone',
  [leagueCalls.playerList.path]: 'anyone',
  [leagueCalls.playerDetail.path]: 'anyone',
  [leagueCalls.recordSummary.path]: 'anyone',
  [leagueCalls.recordList.path]: 'anyone',
  [leagueCalls.recordInsert.path]: 'member',
  [leagueCalls.recordDelete.path]: 'member',
  [leagueCalls.businessCard.path]: 'anyone',
  [leagueCalls.businessCardSave.path]: 'member',
};

/**
 * The translation dictionaries and the Korean data by source (decision 036): staff read the
 * dictionaries; 관리자, 운영진 and 매니저 write them, apply them and confirm or delete the proposals.
 */
const TRANSLATE_POLICIES: Record<string, string> = {
  [translateCalls.entryList.path]: 'staff',
  [translateCalls.entrySave.path]: 'cardEditor',
  [translateCalls.entryDelete.path]: 'cardEditor',
  [translateCalls.rarityList.path]: 'staff',
  [translateCalls.raritySave.path]: 'cardEditor',
  [translateCalls.rarityDelete.path]: 'cardEditor',
  [translateCalls.seed.path]: 'cardEditor',
  [translateCalls.apply.path]: 'cardEditor',
  [translateCalls.translatedList.path]: 'cardEditor',
  [translateCalls.translatedConfirm.path]: 'cardEditor',
  [translateCalls.translatedDelete.path]: 'cardEditor',
};

/**
 * The bulk edit sheets (/admin/card/excel, decision 036): every staff member, 일어알바 then only the jp
 * sheet (checked in the service, past the policy).
 */
const CARD_EXCEL_POLICIES: Record<string, string> = {
  [cardExcelCalls.export.path]: 'staff',
  ...Object.fromEntries(
    ['kr', 'en', 'jp'].flatMap((nation) => [
      [`${CARD_EXCEL_PREVIEW_PATH}${nation}`, 'staff'],
      [`${CARD_EXCEL_APPLY_PATH}${nation}`, 'staff'],
    ]),
  ),
};

/**
 * The trade back office (decision 037): price records and hand-made groups are 관리자's; members not
 * banned ask for cards, list and cancel their own requests (a banned member may still withdraw theirs),
 * anyone reads a card's open count, and 관리자 handle the requests.
 */
const TRADE_ADMIN_POLICIES: Record<string, string> = {
  ...Object.fromEntries(Object.values(tradeAdminCalls).map((c) => [c.path, 'admin'])),
  [tradeRequestCalls.insert.path]: 'member',
  [tradeRequestCalls.myList.path]: 'loggedIn',
  [tradeRequestCalls.cancel.path]: 'loggedIn',
  [tradeRequestCalls.openCount.path]: 'anyone',
  [tradeRequestCalls.adminList.path]: 'admin',
  [tradeRequestCalls.adminHandle.path]: 'admin',
  // 구해요: a member's own matches; the seller's count (the service keeps it to the post's writer).
  [wantMatchCalls.myMatches.path]: 'loggedIn',
  [wantMatchCalls.postWanted.path]: 'loggedIn',
};

/**
 * The catalogue screens (decision 036): sets and the catalogue table for every card editor (일어알바 then
 * write jp sets only); deleting cards and the review admin for 관리자.
 */
const CATALOGUE_POLICIES: Record<string, string> = {
  [catalogueCalls.setList.path]: 'staff',
  [catalogueCalls.setSave.path]: 'staff',
  [catalogueCalls.setLink.path]: 'staff',
  [catalogueCalls.setUnlink.path]: 'staff',
  [catalogueCalls.setImageClear.path]: 'staff',
  [SET_IMAGE_UPLOAD_PATH]: 'staff',
  [catalogueCalls.catalogue.path]: 'staff',
  [catalogueCalls.deleteFind.path]: 'admin',
  [catalogueCalls.deleteCard.path]: 'admin',
  [catalogueCalls.deletedList.path]: 'admin',
  [catalogueCalls.undoDelete.path]: 'admin',
  [catalogueCalls.reviewList.path]: 'admin',
  [catalogueCalls.reviewBlind.path]: 'admin',
  [catalogueCalls.reviewDelete.path]: 'admin',
};

/** Public API keys: members not banned make them; a member lists and revokes their own. */
const API_KEY_POLICIES: Record<string, string> = {
  [apiKeyCalls.list.path]: 'loggedIn',
  [apiKeyCalls.create.path]: 'member',
  [apiKeyCalls.revoke.path]: 'loggedIn',
};

/**
 * The watchlist (decision 039): members not banned add and change entries; any member lists, removes and
 * re-arms their own; the price history download is for members.
 */
const WATCHLIST_POLICIES: Record<string, string> = {
  [watchlistCalls.list.path]: 'loggedIn',
  [watchlistCalls.insert.path]: 'member',
  [watchlistCalls.update.path]: 'member',
  [watchlistCalls.remove.path]: 'loggedIn',
  [watchlistCalls.rearm.path]: 'loggedIn',
  [watchlistCalls.watched.path]: 'loggedIn',
  [priceHistoryCalls.export.path]: 'loggedIn',
};

/** The dashboard and the visitor log (decision 037): 관리자 only, like every site-running screen. */
const SITE_DASHBOARD_POLICIES: Record<string, string> = {
  [siteDashboardCalls.dashboard.path]: 'admin',
  [siteDashboardCalls.visitLog.path]: 'admin',
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

  it('registers every trade notice and trade option call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => TRADE_SITE_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(TRADE_SITE_POLICIES);
  });

  it('registers the policy text and set calls with their policies', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => POLICY_AND_SET_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(POLICY_AND_SET_POLICIES);
  });

  it('registers the site-wide search with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => UNIFIED_SEARCH_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(UNIFIED_SEARCH_POLICIES);
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

  it('registers every league player and tournament call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table.filter((e) => LEAGUE_POLICIES[e.path] !== undefined).map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(LEAGUE_POLICIES);
  });

  it('registers every translation dictionary and translated card call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => TRANSLATE_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(TRANSLATE_POLICIES);
  });

  it('registers every search and deck setting call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => SITE_SETTING_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(SITE_SETTING_POLICIES);
  });

  it('registers every new-print, link proposal and image matching call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => CARD_LINK_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(CARD_LINK_POLICIES);
  });

  it('registers every league figure, match record and business card call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => LEAGUE_FIGURE_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(LEAGUE_FIGURE_POLICIES);
  });

  it('registers the bulk edit sheet export and uploads with their policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => CARD_EXCEL_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(CARD_EXCEL_POLICIES);
  });

  it('registers every trade back office and buy request call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => TRADE_ADMIN_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(TRADE_ADMIN_POLICIES);
  });

  it('registers every set, catalogue, card delete and review admin call with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => CATALOGUE_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(CATALOGUE_POLICIES);
  });

  it('registers the public API key calls with their policies', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => API_KEY_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(API_KEY_POLICIES);
  });

  it('registers every watchlist call and the price history download with its policy', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => WATCHLIST_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(WATCHLIST_POLICIES);
  });

  it('registers the dashboard and visitor log calls for admin', () => {
    const registered = Object.fromEntries(
      t.router.table
        .filter((e) => SITE_DASHBOARD_POLICIES[e.path] !== undefined)
        .map((e) => [e.path, e.policy.name]),
    );
    expect(registered).toEqual(SITE_DASHBOARD_POLICIES);
  });

  it('has staff and admin calls to check', () => {
    const paths = restricted().map((e) => e.path);
    expect(paths).toContain(adminUserCalls.list.path);
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401, 403 or lets through, for every restricted call and every caller', async () => {
    const failures: string[] = [];
    for (const [index, entry] of restricted().entries()) {
      const allowed = ALLOWED[entry.policy.name as Restricted];
      // A refusal is answered before the handler, so every refused caller goes over HTTP. A caller let
      // through runs the handler, which is the slow part of the sweep: one allowed type per call goes over
      // HTTP (a different one from call to call, so every type is sent through), the others ask the
      // call's policy itself.
      const sent = allowed[index % allowed.length]!;
      for (const type of allowed.filter((t) => t !== sent)) {
        if (entry.policy.check({ userId: 'x', nickname: 'x', type }) !== 'ok')
          failures.push(`${entry.path} as ${type}: expected past the policy, the policy refuses`);
      }
      const callers: Array<[string, Record<string, string>]> = [
        ['guest', {}],
        ...USER_TYPES.filter((type) => type === sent || !allowed.includes(type)).map(
          (type) => [type, cookies.get(type)!] as [string, Record<string, string>],
        ),
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
