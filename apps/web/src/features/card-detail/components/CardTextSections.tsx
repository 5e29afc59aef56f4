import { Badge, Group, Stack, Text } from '@mantine/core';
import { EnergyText } from '../../../components/card/energy/EnergyText';
import type { EditionView } from '../lib/edition-view';
import { splitCardText } from '../lib/trainer-rules';
import { AttackItem } from './AttackItem';
import { SectionTitle, type SectionHeadingOrder } from './SectionTitle';

/** Ancient trait, abilities, attacks, 효과 and 룰 of one edition, energy names drawn as icons (§2.4). */
export function CardTextSections({
  view,
  supertype,
  headingOrder = 3,
}: {
  view: EditionView;
  supertype: string;
  /** 3 under the page's h2 card name, 4 in the popup where the name is h3. */
  headingOrder?: SectionHeadingOrder;
}) {
  const { effects, rules } = splitCardText(supertype, view.effects, view.rules);
  return (
    <Stack gap={6}>
      {view.ancientTraitName && (
        <>
          <SectionTitle order={headingOrder}>고대능력</SectionTitle>
          <Text fw={700} size="sm">
            {view.ancientTraitName}
          </Text>
          {view.ancientTraitText && (
            <Text size="sm">
              <EnergyText text={view.ancientTraitText} />
            </Text>
          )}
        </>
      )}
      {view.abilities.length > 0 && (
        <>
          <SectionTitle order={headingOrder}>특성</SectionTitle>
          {view.abilities.map((ability, index) => (
            <Stack gap={2} key={index}>
              <Group gap={6}>
                {ability.type && (
                  <Badge size="sm" color="red" variant="light">
                    {ability.type}
                  </Badge>
                )}
                <Text fw={700} size="sm">
                  {ability.name}
                </Text>
              </Group>
              <Text size="sm">
                <EnergyText text={ability.text} />
              </Text>
            </Stack>
          ))}
        </>
      )}
      {view.attacks.length > 0 && (
        <>
          <SectionTitle order={headingOrder}>기술</SectionTitle>
          {view.attacks.map((attack, index) => (
            <AttackItem key={index} attack={attack} />
          ))}
        </>
      )}
      <TextList title="효과" lines={effects} headingOrder={headingOrder} />
      <TextList title="룰" lines={rules} headingOrder={headingOrder} />
    </Stack>
  );
}

function TextList({
  title,
  lines,
  headingOrder,
}: {
  title: string;
  lines: string[];
  headingOrder: SectionHeadingOrder;
}) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title}>
      <SectionTitle order={headingOrder}>{title}</SectionTitle>
      <Stack gap={4}>
        {lines.map((line, index) => (
          <Text size="sm" key={index}>
            <EnergyText text={line} />
          </Text>
        ))}
      </Stack>
    </section>
  );
}
