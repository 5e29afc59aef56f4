import { Group, SimpleGrid, Text } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { EnergyIcon } from '../../../components/card/energy/EnergyIcon';
import { EnergyList } from '../../../components/card/energy/EnergyList';
import { parseEnergyList, toEnergyType } from '../../../components/card/energy/energy-types';
import { InfoRow } from './InfoRow';

interface TypeValue {
  type: string;
  value: string;
}

function TypeValues({ rows }: { rows: TypeValue[] }) {
  if (rows.length === 0) return <>-</>;
  return (
    <Group gap={8} component="span" display="inline-flex">
      {rows.map((row, index) => {
        const type = toEnergyType(row.type);
        return (
          <Group key={index} gap={2} component="span" display="inline-flex" wrap="nowrap">
            {type ? <EnergyIcon type={type} /> : row.type}
            <Text span size="sm">
              {row.value}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}

/**
 * HP, national pokédex number and rarity, then weakness, resistance and retreat cost as icons (§2.4). A
 * Trainer has no HP, weakness, resistance or retreat, so those lines are left out for it.
 */
export function CardStats({ page, rarity }: { page: CardPage; rarity: string | null }) {
  const isTrainer = page.en.supertype === 'Trainer';
  const retreat = parseEnergyList(page.en.retreatCost);
  const dex = page.en.nationalPokedexNumbers.split(',').filter(Boolean).join(', ');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
      {!isTrainer && page.en.hp !== null && <InfoRow label="HP">{page.en.hp}</InfoRow>}
      {dex && <InfoRow label="도감번호">{dex}</InfoRow>}
      <InfoRow label="희귀도">{rarity || '-'}</InfoRow>
      {!isTrainer && (
        <>
          <InfoRow label="약점">
            <TypeValues rows={page.weaknesses} />
          </InfoRow>
          <InfoRow label="저항력">
            <TypeValues rows={page.resistances} />
          </InfoRow>
          <InfoRow label="후퇴비용">
            {retreat.length > 0 ? <EnergyList types={retreat} label="후퇴비용" /> : '0'}
          </InfoRow>
        </>
      )}
    </SimpleGrid>
  );
}
