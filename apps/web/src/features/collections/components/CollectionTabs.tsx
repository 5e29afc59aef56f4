import { ScrollArea, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

const TABS = [
  { label: '대시보드', to: '/collection/dashboard' },
  { label: '내 콜렉션북', to: '/collection/list' },
  { label: '카드 수집', to: '/collection/collect' },
  { label: '챌린지북', to: '/collection/challengebook/list' },
];

/** The collection sections; a challenge book page belongs to 챌린지북. Scrolls sideways on a phone. */
export function CollectionTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.startsWith('/collection/challengebook')
    ? '/collection/challengebook/list'
    : pathname;
  return (
    <ScrollArea type="never">
      <Tabs value={active} onChange={(to) => to && void navigate(to)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="콜렉션북 메뉴">
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
