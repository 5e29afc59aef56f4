import { Group, Stack, Text } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { Nation } from '@carddogam/contract/constants';
import { RegulationMarkIcon } from '../../../components/RegulationMarkIcon';
import { formatDate, padNumber } from '../../../lib/format';
import { CardLink } from '../components/CardLink';
import { artistHref, setHref } from '../lib/card-links';
import { editionView } from '../lib/edition-view';

/** Number as 'NNN / NNN' (§2.17). */
export function dialogNumber(number: string | null, printedTotal: number | null): string {
  if (!number) return '';
  return printedTotal === null ? padNumber(number) : `${padNumber(number)} / ${padNumber(printedTotal)}`;
}

/** The release date shows only for a released edition, and for English only with a set name (§2.17). */
export function showsRelease(page: CardPage, nation: Nation): boolean {
  const view = editionView(page, nation);
  if (view.state !== 'available' || !view.release) return false;
  return nation !== 'en' || Boolean(view.setName);
}

/** Regulation mark, number, Artist, 발매일 and set of the popup (§2.17). */
export function DialogSideInfo({
  page,
  nation,
  onNavigate,
}: {
  page: CardPage;
  nation: Nation;
  onNavigate: () => void;
}) {
  const view = editionView(page, nation);
  const number = dialogNumber(view.number, view.printedTotal);
  const artist = page.en.artist;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <RegulationMarkIcon mark={page.en.regulationMark} />
        {number && <Text size="sm">{number}</Text>}
      </Group>
      {artist && (
        <Text size="sm">
          <Text span c="dimmed" size="sm" mr={6}>
            Artist
          </Text>
          <CardLink to={artistHref(artist)} onClick={onNavigate}>
            {artist}
          </CardLink>
        </Text>
      )}
      {showsRelease(page, nation) && (
        <Text size="sm">
          <Text span c="dimmed" size="sm" mr={6}>
            발매일
          </Text>
          {formatDate(view.release)}
        </Text>
      )}
      {view.setName && (
        <Text size="sm">
          <CardLink to={setHref(nation, view.setName)} onClick={onNavigate}>
            {view.setName}
          </CardLink>
        </Text>
      )}
    </Stack>
  );
}
