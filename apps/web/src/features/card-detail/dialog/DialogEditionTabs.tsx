import { Badge, Group, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { NATION_TAB_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';
import { CardStats } from '../components/CardStats';
import { CardTextSections } from '../components/CardTextSections';
import { EditionNotice } from '../components/EditionNotice';
import { subtypeLabelsQuery } from '../api/card-detail-queries';
import { editionView } from '../lib/edition-view';
import { translateSubtypes } from '../lib/subtypes';

/**
 * The popup's language tabs; each shows that edition's notice, subtypes, ancient trait, abilities,
 * attacks, effects and rules, and the weaknesses (§2.17).
 */
export function DialogEditionTabs({
  page,
  nation,
  onChange,
}: {
  page: CardPage;
  nation: Nation;
  onChange: (nation: Nation) => void;
}) {
  const { data: labels } = useQuery(subtypeLabelsQuery);
  const view = editionView(page, nation);
  const subtypes = translateSubtypes([page.en.supertype, page.en.subtypes].join(','), labels);
  return (
    <Tabs value={nation} onChange={(value) => value && onChange(value as Nation)} keepMounted={false}>
      <Tabs.List grow>
        {NATIONS.map((n) => (
          <Tabs.Tab key={n} value={n}>
            {NATION_TAB_LABEL[n]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={nation} pt="sm">
        <Stack gap="sm">
          <EditionNotice nation={nation} state={view.state} suggestion={page.name_kr_suggestion} />
          <Group gap={4}>
            {subtypes.map((subtype) => (
              <Badge key={subtype} variant="light" color="gray" size="sm">
                {subtype}
              </Badge>
            ))}
          </Group>
          {view.state !== 'missing' && (
            <CardTextSections view={view} supertype={page.en.supertype} headingOrder={4} />
          )}
          <CardStats page={page} rarity={view.rarity} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
