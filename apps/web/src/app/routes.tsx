import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { RootLayout } from './shell/RootLayout';
import { PageLoader } from '../components/PageLoader';
import { RouteErrorPage } from '../pages/RouteErrorPage';

const pageRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../pages/HomePage')) },
  { path: 'caution', lazy: lazyPage(() => import('../pages/CautionPage')) },
  { path: 'card/list', lazy: lazyPage(() => import('../features/card-search/CardSearchPage')) },
  { path: 'card/detail', lazy: lazyPage(() => import('../pages/card-detail/CardDetailPage')) },
  { path: 'rank', lazy: lazyPage(() => import('../features/ranking/RankPage')) },
  { path: 'collection/dashboard', lazy: lazyPage(() => import('../features/collections/DashboardPage')) },
  { path: 'collection/list', lazy: lazyPage(() => import('../features/collections/CollectionListPage')) },
  { path: 'collection/collect', lazy: lazyPage(() => import('../features/collections/CollectPage')) },
  {
    path: 'collection/challengebook/list',
    lazy: lazyPage(() => import('../features/collections/ChallengeBookListPage')),
  },
  {
    path: 'collection/challengebook/read',
    lazy: lazyPage(() => import('../features/collections/ChallengeBookReadPage')),
  },
  { path: 'auth/login', lazy: lazyPage(() => import('../features/auth/LoginPage')) },
  { path: 'auth/logout', lazy: lazyPage(() => import('../features/auth/LogoutPage')) },
  { path: 'auth/joinagree', lazy: lazyPage(() => import('../features/auth/JoinAgreePage')) },
  { path: 'auth/joinform', lazy: lazyPage(() => import('../features/auth/JoinFormPage')) },
  { path: 'auth/findid', lazy: lazyPage(() => import('../features/auth/FindIdPage')) },
  { path: 'auth/findpassword', lazy: lazyPage(() => import('../features/auth/FindPasswordPage')) },
  {
    path: 'auth/email_certification',
    lazy: lazyPage(() => import('../features/auth/EmailCertificationPage')),
  },
  { path: 'mypage/home', lazy: lazyPage(() => import('../features/mypage/MypageHomePage')) },
  { path: 'mypage/point', lazy: lazyPage(() => import('../features/mypage/PointPage')) },
  { path: 'mypage/update', lazy: lazyPage(() => import('../features/mypage/UpdatePage')) },
  { path: 'mypage/password', lazy: lazyPage(() => import('../features/mypage/PasswordPage')) },
  { path: 'mypage/alarm', lazy: lazyPage(() => import('../features/mypage/AlarmPage')) },
  { path: 'mypage/watchlist', lazy: lazyPage(() => import('../features/watchlist/WatchlistPage')) },
  { path: 'mypage/message', lazy: lazyPage(() => import('../features/messages/MessagePage')) },
  { path: 'day_check', lazy: lazyPage(() => import('../features/attendance/DayCheckPage')) },
  { path: 'policy/pointguide', lazy: lazyPage(() => import('../features/mypage/PointGuidePage')) },
  { path: 'policy/rule', lazy: lazyPage(() => import('../features/policy/RulePage')) },
  { path: 'policy/privacy', lazy: lazyPage(() => import('../features/policy/PrivacyPage')) },
  { path: 'policy/apiguide', lazy: lazyPage(() => import('../features/api-guide/ApiGuidePage')) },
  { path: 'policy/denyemail', lazy: lazyPage(() => import('../features/policy/DenyEmailPage')) },
  {
    path: 'policy/creditsandcontact',
    lazy: lazyPage(() => import('../features/policy/CreditsPage')),
  },
  { path: 'set', lazy: lazyPage(() => import('../features/sets/SetPage')) },
  { path: 'search', lazy: lazyPage(() => import('../features/unified-search/UnifiedSearchPage')) },
  { path: 'deck/list', lazy: lazyPage(() => import('../features/decks/DeckListPage')) },
  { path: 'deck/write', lazy: lazyPage(() => import('../features/decks/DeckWritePage')) },
  { path: 'deck/update', lazy: lazyPage(() => import('../features/decks/DeckUpdatePage')) },
  { path: 'deck/read', lazy: lazyPage(() => import('../features/decks/DeckReadPage')) },
  { path: 'deck/copy', lazy: lazyPage(() => import('../features/decks/DeckCopyPage')) },
  { path: 'deck_capture', lazy: lazyPage(() => import('../features/decks/DeckCapturePage')) },
  { path: 'tests', lazy: lazyPage(() => import('../features/deck-test/DeckTestPage')) },
  { path: 'trade/post/list', lazy: lazyPage(() => import('../features/trade/TradePostListPage')) },
  { path: 'trade/post/write', lazy: lazyPage(() => import('../features/trade/TradePostWritePage')) },
  { path: 'trade/post/update', lazy: lazyPage(() => import('../features/trade/TradePostUpdatePage')) },
  { path: 'trade/post/read', lazy: lazyPage(() => import('../features/trade/TradePostReadPage')) },
  { path: 'trade/card_list', lazy: lazyPage(() => import('../features/trade/TradeCardListPage')) },
  { path: 'trade/log', lazy: lazyPage(() => import('../features/trade/TradeLogPage')) },
  { path: 'trade/request', lazy: lazyPage(() => import('../features/trade-request/MyTradeRequestPage')) },
  { path: 'board/list', lazy: lazyPage(() => import('../features/boards/BoardListPage')) },
  { path: 'board/read', lazy: lazyPage(() => import('../features/boards/BoardReadPage')) },
  { path: 'board/write', lazy: lazyPage(() => import('../features/boards/write/BoardWritePage')) },
  { path: 'board/update', lazy: lazyPage(() => import('../features/boards/write/BoardUpdatePage')) },
  { path: 'mypage/profile', lazy: lazyPage(() => import('../features/boards/profile/ProfilePage')) },
  { path: 'contact/list', lazy: lazyPage(() => import('../features/contact/ContactListPage')) },
  { path: 'contact/read', lazy: lazyPage(() => import('../features/contact/ContactReadPage')) },
  { path: 'contact/write', lazy: lazyPage(() => import('../features/contact/ContactWritePage')) },
  { path: 'pointmall/list', lazy: lazyPage(() => import('../features/pointmall/PointmallListPage')) },
  { path: 'pointmall/read', lazy: lazyPage(() => import('../features/pointmall/PointmallReadPage')) },
  { path: 'pointmall/write', lazy: lazyPage(() => import('../features/pointmall/PointmallWritePage')) },
  { path: 'pointmall/update', lazy: lazyPage(() => import('../features/pointmall/PointmallUpdatePage')) },
  { path: 'mypage/address', lazy: lazyPage(() => import('../features/pointmall/AddressPage')) },
  { path: 'mypage/order', lazy: lazyPage(() => import('../features/pointmall/MyOrdersPage')) },
  {
    path: 'official_league/list',
    lazy: lazyPage(() => import('../features/official-league/LeagueListPage')),
  },
  {
    path: 'official_league/read',
    lazy: lazyPage(() => import('../features/official-league/LeagueReadPage')),
  },
  {
    path: 'official_league/write',
    lazy: lazyPage(() => import('../features/official-league/LeagueWritePage')),
  },
  {
    path: 'official_league/update',
    lazy: lazyPage(() => import('../features/official-league/LeagueUpdatePage')),
  },
  {
    path: 'official_league/deck_rank/list',
    lazy: lazyPage(() => import('../features/deck-ranks/DeckRankListPage')),
  },
  {
    path: 'official_league/deck_rank/detail',
    lazy: lazyPage(() => import('../features/deck-ranks/DeckRankDetailPage')),
  },
  {
    path: 'official_league/player/list',
    lazy: lazyPage(() => import('../features/official-players/PlayerListPage')),
  },
  {
    path: 'official_league/player/detail',
    lazy: lazyPage(() => import('../features/official-players/PlayerDetailPage')),
  },
  {
    path: 'mypage/official_league',
    lazy: lazyPage(() => import('../features/official-players/MyOfficialLeaguePage')),
  },
  { path: 'league', lazy: lazyPage(() => import('../features/league/LeagueHomePage')) },
  {
    path: 'league/tournament/list',
    lazy: lazyPage(() => import('../features/league/TournamentListPage')),
  },
  {
    path: 'league/tournament/detail',
    lazy: lazyPage(() => import('../features/league/TournamentDetailPage')),
  },
  {
    path: 'league/tournament/write',
    lazy: lazyPage(() => import('../features/league/TournamentWritePage')),
  },
  {
    path: 'league/tournament/update',
    lazy: lazyPage(() => import('../features/league/TournamentUpdatePage')),
  },
  { path: 'record', lazy: lazyPage(() => import('../features/records/RecordPage')) },
  { path: 'record_capture', lazy: lazyPage(() => import('../features/records/RecordCapturePage')) },
  { path: 'businesscard', lazy: lazyPage(() => import('../features/business-card/BusinessCardPage')) },
  { path: 'card/builder', lazy: lazyPage(() => import('../features/card-builder/CardBuilderPage')) },
  {
    path: 'league/deck/list',
    lazy: lazyPage(() => import('../features/league-figures/LeagueDeckListPage')),
  },
  {
    path: 'league/deck/detail',
    lazy: lazyPage(() => import('../features/league-figures/LeagueDeckDetailPage')),
  },
  {
    path: 'league/player/list',
    lazy: lazyPage(() => import('../features/league-figures/LeaguePlayerListPage')),
  },
  {
    path: 'league/player/detail',
    lazy: lazyPage(() => import('../features/league-figures/LeaguePlayerDetailPage')),
  },
  { path: '*', lazy: lazyPage(() => import('../pages/NotFoundPage')) },
];

/** The route whose children are the pages; the back office's routes are added under it on demand. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * One route table for the whole site. Pages render inside the shell, and a page that fails to load or
 * render shows the error screen in its place while the header stays usable.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [{ id: PAGES_ROUTE_ID, ErrorBoundary: RouteErrorPage, children: pageRoutes }],
  },
];
