import { ScrollArea, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

const TABS = [
  { label: '홈', to: '/mypage/home' },
  { label: '포인트 내역', to: '/mypage/point' },
  { label: '주문 내역', to: '/mypage/order' },
  { label: '배송지 관리', to: '/mypage/address' },
  { label: '쪽지', to: '/mypage/message' },
  { label: '알림', to: '/mypage/alarm' },
  { label: '관심 카드', to: '/mypage/watchlist' },
  { label: '나의 공식대회', to: '/mypage/official_league' },
  { label: '회원정보 수정', to: '/mypage/update' },
  { label: '비밀번호 변경', to: '/mypage/password' },
];

/** The my-page sections; scrolls sideways on a phone rather than wrapping. */
export function MypageTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <ScrollArea type="never">
      <Tabs value={pathname} onChange={(to) => to && void navigate(to)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="마이페이지 메뉴">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.to} value={tab.to} style={{ whiteSpace: 'nowrap' }}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
