import { Tabs } from '@mantine/core';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';

/** Desktop edition tabs 국내판 / 북미판 / 일본판 (§2.20). */
export function EditionTabs({ value, onChange }: { value: Nation; onChange: (nation: Nation) => void }) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as Nation)}>
      <Tabs.List aria-label="판본">
        {NATIONS.map((nation) => (
          <Tabs.Tab key={nation} value={nation}>
            {NATION_LABEL[nation]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
