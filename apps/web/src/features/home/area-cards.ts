import {
  IconArrowsExchange,
  IconBook,
  IconCards,
  IconMessages,
  IconSearch,
  IconShoppingBag,
  IconTournament,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { liveOnly } from '../../app/live-areas';

export interface AreaCard {
  title: string;
  description: string;
  to: string;
  icon: Icon;
}

/** The main areas introduced on the home page; only those already built show. */
const ALL_AREA_CARDS: readonly AreaCard[] = [
  {
    title: '카드 검색',
    description: '국내판·북미판·일본판 카드를 이름, 제품, 레어도, 속성으로 찾아보세요.',
    to: '/card/list',
    icon: IconSearch,
  },
  {
    title: '카드랭킹',
    description: '평점, 시세, 덱 채용 순위를 실시간으로 확인하세요.',
    to: '/rank',
    icon: IconTrophy,
  },
  {
    title: '카드거래',
    description: '실거래 시세를 확인하고 카드를 사고팔 수 있어요.',
    to: '/trade/post/list',
    icon: IconArrowsExchange,
  },
  {
    title: '덱 레시피',
    description: '대회 덱과 유저들의 덱 레시피를 살펴보세요.',
    to: '/deck/list',
    icon: IconCards,
  },
  {
    title: '콜렉션북',
    description: '내가 모은 카드를 정리하고 챌린지북에 도전하세요.',
    to: '/collection/dashboard',
    icon: IconBook,
  },
  {
    title: '공식대회',
    description: '공식대회 결과와 선수, 덱 순위를 확인하세요.',
    to: '/official_league/list',
    icon: IconTournament,
  },
  {
    title: '커뮤니티',
    description: '카드 소식과 이야기를 나누는 게시판입니다.',
    to: '/board/list',
    icon: IconMessages,
  },
  {
    title: '포인트몰',
    description: '정보 제보와 리뷰로 모은 포인트로 상품을 교환하세요.',
    to: '/pointmall/list',
    icon: IconShoppingBag,
  },
];
export const AREA_CARDS = liveOnly(ALL_AREA_CARDS, (card) => card.to);
