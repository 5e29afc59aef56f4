import { Badge, Box, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { Nation } from '@carddogam/contract/constants';
import { CardImage } from '../../../components/card/CardImage';
import { EnergyList } from '../../../components/card/energy/EnergyList';
import { parseEnergyList } from '../../../components/card/energy/energy-types';
import { subtypeLabelsQuery } from '../api/card-detail-queries';
import { setPageHref } from '../../sets';
import { setHref } from '../lib/card-links';
import { displayImage, editionView } from '../lib/edition-view';
import { translateSubtypes } from '../lib/subtypes';
import { CardLink } from './CardLink';
import { CardSideInfo } from './CardSideInfo';
import { CardStats } from './CardStats';
import { CardTextSections } from './CardTextSections';
import { EditionNotice } from './EditionNotice';

/**
 * The card info block of §2.4 in one edition: picture, name, side information, subtypes, the edition
 * notice, the card text and the stats.
 */
export function CardInfoBlock({ page, nation }: { page: CardPage; nation: Nation }) {
  const { pathname } = useLocation();
  const { data: labels } = useQuery(subtypeLabelsQuery);
  const view = editionView(page, nation);
  const onDetailPage = pathname.startsWith('/card/detail');
  const name = view.name ?? page.en.name;
  const subtypes = translateSubtypes([page.en.supertype, page.en.subtypes].filter(Boolean).join(','), labels);
  const types = parseEnergyList(page.en.types);

  return (
    <Grid gap="lg" data-nation={nation}>
      <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
        <Box maw={320} mx="auto">
          <CardImage
            src={displayImage(page, nation)}
            name={name}
            size="detail"
            sizes="320px"
            loading="eager"
            priority
          />
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
        <Stack gap="sm">
          <Stack gap={4}>
            <Group gap={8} wrap="nowrap">
              {types.length > 0 && <EnergyList types={types} size={22} label="타입" />}
              <Title order={2} size="h3" data-card-name>
                {name}
              </Title>
            </Group>
            {onDetailPage && view.setName && (
              <Text size="sm">
                <CardLink to={setHref(nation, view.setName)}>{view.setName}</CardLink>
                {' · '}
                <CardLink to={setPageHref(nation, view.setName)}>제품 정보</CardLink>
              </Text>
            )}
            <Group gap={4}>
              {subtypes.map((subtype) => (
                <Badge key={subtype} variant="light" color="gray" size="sm">
                  {subtype}
                </Badge>
              ))}
            </Group>
          </Stack>
          <EditionNotice nation={nation} state={view.state} suggestion={page.name_kr_suggestion} />
          <CardSideInfo
            view={view}
            regulationMark={page.en.regulationMark}
            artist={page.en.artist}
            showRarityAndSet={!onDetailPage}
          />
          {view.state !== 'missing' && <CardTextSections view={view} supertype={page.en.supertype} />}
          <CardStats page={page} rarity={view.rarity} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
