import { Badge, Group } from '@mantine/core';

export interface EditionFields {
  name_kr: string | null;
  rarity_kr: string | null;
  set_kr: string | null;
  name_jp: string | null;
  rarity_jp: string | null;
  set_jp: string | null;
}

/** An edition's badge is coloured only when its name, rarity and set are all present; EN always is (§2.16, §2.19). */
export function editionComplete(row: EditionFields, nation: 'kr' | 'jp'): boolean {
  return Boolean(row[`name_${nation}`] && row[`rarity_${nation}`] && row[`set_${nation}`]);
}

/**
 * The KR / EN / JP badges of a card in lists. Their letters are 9 px, so the colours are the darkest shades
 * (white on them keeps 4.5:1, WCAG AA); a missing edition is a grey outline.
 */
export function EditionBadges({ row, confirmedKr = true }: { row: EditionFields; confirmedKr?: boolean }) {
  const kr = confirmedKr && editionComplete(row, 'kr');
  const jp = editionComplete(row, 'jp');
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="판본 정보">
      <Badge
        size="xs"
        variant={kr ? 'filled' : 'outline'}
        color={kr ? 'blue.9' : 'gray.7'}
        title={kr ? '한글판 정보 있음' : '한글판 정보 없음'}
      >
        KR
      </Badge>
      <Badge size="xs" variant="filled" color="teal.9" title="북미판">
        EN
      </Badge>
      <Badge
        size="xs"
        variant={jp ? 'filled' : 'outline'}
        color={jp ? 'red.9' : 'gray.7'}
        title={jp ? '일본판 정보 있음' : '일본판 정보 없음'}
      >
        JP
      </Badge>
    </Group>
  );
}
