import { Group, Title, UnstyledButton } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { EnergyList } from '../../../components/card/energy/EnergyList';
import { parseEnergyList } from '../../../components/card/energy/energy-types';
import { useCopy } from '../hooks/use-copy';
import { editionView } from '../lib/edition-view';

/** The popup's name as shown: the edition's name, with the Korean name in parentheses in English (§2.17). */
export function dialogName(page: CardPage, nation: Nation): string {
  const name = editionView(page, nation).name ?? page.en.name;
  const kr = page.kr?.name?.trim();
  return nation === 'en' && kr ? `${name} (${kr})` : name;
}

/** Energy icons and the name; clicking the name copies it (§2.17). */
export function DialogNameLine({ page, nation }: { page: CardPage; nation: Nation }) {
  const copy = useCopy();
  const name = dialogName(page, nation);
  const plainName = editionView(page, nation).name ?? page.en.name;
  return (
    <Group gap={8} wrap="nowrap">
      <EnergyList types={parseEnergyList(page.en.types)} size={22} label="타입" />
      <UnstyledButton
        onClick={() => void copy(plainName, MSG.cardNameCopied)}
        title="클릭하면 카드이름이 복사됩니다"
      >
        <Title order={3} size="h4" data-card-name>
          {name}
        </Title>
      </UnstyledButton>
    </Group>
  );
}
