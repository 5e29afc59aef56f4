import { redirect, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The back office's routes (§2.2 /admin/*). They are not part of the first load: the router adds them
 * when a visit first leads under /admin (see router.ts), so the site's route table a guest downloads
 * does not grow with every staff screen.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/user/normal', lazy: lazyPage(() => import('../features/admin-users/UserListPage')) },
  { path: 'admin/user/banned', lazy: lazyPage(() => import('../features/admin-users/BannedUserPage')) },
  { path: 'admin/user/ban_log', lazy: lazyPage(() => import('../features/admin-users/BanLogPage')) },
  { path: 'admin/user/ban_ip', lazy: lazyPage(() => import('../features/admin-users/BanIpPage')) },
  {
    path: 'admin/user/reported',
    lazy: lazyPage(() => import('../features/member-reports/ReportedUserPage')),
  },
  { path: 'admin/manager/list', lazy: lazyPage(() => import('../features/manager-admin/ManagerListPage')) },
  { path: 'admin/manager/tester', lazy: lazyPage(() => import('../features/manager-admin/TesterPage')) },
  {
    path: 'admin/manager/permission',
    lazy: lazyPage(() => import('../features/manager-admin/PermissionPage')),
  },
  { path: 'admin/manager/log', lazy: lazyPage(() => import('../features/manager-admin/StaffLogPage')) },
  { path: 'admin/provide/image', lazy: lazyPage(() => import('../features/provide-admin/ProvideImagePage')) },
  { path: 'admin/provide/info', lazy: lazyPage(() => import('../features/provide-admin/ProvideInfoPage')) },
  { path: 'admin/provide/bug', lazy: lazyPage(() => import('../features/provide-admin/ProvideBugPage')) },
  { path: 'admin/main/alarm', lazy: lazyPage(() => import('../features/provide-admin/StaffAlarmPage')) },
  { path: 'admin/card/pre_card', lazy: lazyPage(() => import('../features/card-edit/PreCardPage')) },
  { path: 'admin/card/copy', lazy: lazyPage(() => import('../features/card-edit/CardCopyPage')) },
  { path: 'admin/card/excel', lazy: lazyPage(() => import('../features/card-excel-admin/CardExcelPage')) },
  { path: 'admin/card/set', lazy: lazyPage(() => import('../features/card-admin/SetPage')) },
  { path: 'admin/card/card_en', lazy: lazyPage(() => import('../features/card-admin/CatalogueCardPage')) },
  { path: 'admin/card/delete', lazy: lazyPage(() => import('../features/card-admin/CardDeletePage')) },
  { path: 'admin/card/review', lazy: lazyPage(() => import('../features/card-admin/ReviewAdminPage')) },
  { path: 'admin/trade/price', lazy: lazyPage(() => import('../features/trade-admin/TradePricePage')) },
  { path: 'admin/trade/group', lazy: lazyPage(() => import('../features/trade-admin/TradeGroupPage')) },
  {
    path: 'admin/trade/request',
    lazy: lazyPage(() => import('../features/trade-admin/TradeRequestAdminPage')),
  },
  {
    path: 'admin/card/new_card_en',
    lazy: lazyPage(() => import('../features/card-link-admin/NewCardEnPage')),
  },
  {
    path: 'admin/card/new_card_jp',
    lazy: lazyPage(() => import('../features/card-link-admin/NewCardJpPage')),
  },
  {
    path: 'admin/card/image_match',
    lazy: lazyPage(() => import('../features/card-link-admin/ImageMatchPage')),
  },
  {
    path: 'admin/card/translated',
    lazy: lazyPage(() => import('../features/translate-admin/TranslatedPage')),
  },
  {
    path: 'admin/translate/card_name',
    lazy: lazyPage(() => import('../features/translate-admin/CardNameTranslatePage')),
  },
  {
    path: 'admin/translate/rarity',
    lazy: lazyPage(() => import('../features/translate-admin/RarityTranslatePage')),
  },
  {
    path: 'admin/translate/attack_name',
    lazy: lazyPage(() => import('../features/translate-admin/AttackNameTranslatePage')),
  },
  { path: 'admin/board/category', lazy: lazyPage(() => import('../features/board-admin/CategoryPage')) },
  { path: 'admin/board/post', lazy: lazyPage(() => import('../features/board-admin/PostAdminPage')) },
  {
    path: 'admin/board/blinded_post',
    lazy: lazyPage(() => import('../features/board-admin/BlindedPostPage')),
  },
  { path: 'admin/board/comment', lazy: lazyPage(() => import('../features/board-admin/CommentAdminPage')) },
  { path: 'admin/board/db_request', lazy: lazyPage(() => import('../features/board-admin/DbRequestPage')) },
  { path: 'admin/board/ads', lazy: lazyPage(() => import('../features/board-admin/BoardAdsPage')) },
  { path: 'admin/main/contact', lazy: lazyPage(() => import('../features/contact/AdminContactPage')) },
  { path: 'admin/pointmall/product', lazy: lazyPage(() => import('../features/pointmall/AdminProductPage')) },
  { path: 'admin/pointmall/order', lazy: lazyPage(() => import('../features/pointmall/AdminOrderPage')) },
  { path: 'admin/pointmall/guide', lazy: lazyPage(() => import('../features/pointmall/AdminGuidePage')) },
  { path: 'admin/pointmall/banner', lazy: lazyPage(() => import('../features/pointmall/AdminBannerPage')) },
  {
    path: 'admin/point/setting',
    lazy: lazyPage(() => import('../features/point-admin/AdminPointSettingPage')),
  },
  { path: 'admin/point/list', lazy: lazyPage(() => import('../features/point-admin/AdminPointListPage')) },
  {
    path: 'admin/league/official_league_type',
    lazy: lazyPage(() => import('../features/official-league-admin/LeagueTypePage')),
  },
  {
    path: 'admin/league/deck_name',
    lazy: lazyPage(() => import('../features/official-league-admin/DeckNamePage')),
  },
  {
    path: 'admin/league/player_claim',
    lazy: lazyPage(() => import('../features/official-league-admin/PlayerClaimPage')),
  },
  {
    path: 'admin/provide/official_league',
    lazy: lazyPage(() => import('../features/official-league-admin/ResultReportPage')),
  },
  { path: 'admin/league/uid_apply', lazy: lazyPage(() => import('../features/league-admin/UidApplyPage')) },
  { path: 'admin/league/auto', lazy: lazyPage(() => import('../features/league-admin/AutoRulePage')) },
  {
    path: 'admin/search/basic',
    lazy: lazyPage(() => import('../features/search-deck-admin/SearchBasicPage')),
  },
  {
    path: 'admin/search/supertype',
    lazy: lazyPage(() => import('../features/search-deck-admin/SupertypePage')),
  },
  { path: 'admin/deck/notice', lazy: lazyPage(() => import('../features/search-deck-admin/DeckNoticePage')) },
  { path: 'admin/deck/tag', lazy: lazyPage(() => import('../features/search-deck-admin/DeckTagPage')) },
  { path: 'admin/deck/season', lazy: lazyPage(() => import('../features/search-deck-admin/DeckSeasonPage')) },
  { path: 'admin/deck/renewal', lazy: lazyPage(() => import('../features/search-deck-admin/RotationPage')) },
  { path: 'admin/deck/ptcgl', lazy: lazyPage(() => import('../features/search-deck-admin/PtcglPage')) },
  {
    path: 'admin/deck/regulation_mark',
    lazy: lazyPage(() => import('../features/search-deck-admin/RegulationMarkPage')),
  },
  { path: 'admin/dashboard', lazy: lazyPage(() => import('../features/site-dashboard/DashboardPage')) },
  {
    path: 'admin/main/visited_log',
    lazy: lazyPage(() => import('../features/site-dashboard/VisitedLogPage')),
  },
  { path: 'admin/banner/main', lazy: lazyPage(() => import('../features/banner-admin/MainBannerPage')) },
  { path: 'admin/banner/ads', lazy: lazyPage(() => import('../features/banner-admin/AdsSettingPage')) },
  { path: 'admin/trade/notice', lazy: lazyPage(() => import('../features/trade-notice/TradeNoticePage')) },
  { path: 'admin/trade/etc', lazy: lazyPage(() => import('../features/trade-settings/TradeEtcPage')) },
  // The back office opens on its dashboard.
  { path: 'admin', loader: () => redirect('/admin/dashboard') },
];
