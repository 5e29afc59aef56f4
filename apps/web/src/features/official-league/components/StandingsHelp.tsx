import { Box, Code, Text } from '@mantine/core';

export const STANDINGS_EXAMPLE = [
  '1 | Kim Minsu | 7-1-1',
  'Pokémon: 12',
  '4 Charizard ex OBF 125',
  '',
  'Trainer: 36',
  '4 Nest Ball SVI 181',
  '',
  'Energy: 12',
  '8 Basic Fire Energy SVE 2',
  '2 | Lee Jiho | 7-2',
  '4 Gardevoir ex SVI 86',
  '3 | Park Seoyeon | 6-2-1',
].join('\n');

/** How a standings paste is written, with an example to open. */
export function StandingsHelp() {
  return (
    <Box>
      <Text size="sm" c="dimmed">
        선수마다 &apos;순위 | 선수 이름 | 승-패-무&apos; 줄을 쓰고, 그 아래에 PTCGL에서 내보낸 덱 리스트를
        붙여넣습니다. 무승부가 없으면 &apos;승-패&apos;만 써도 되고, 스프레드시트에서 복사한 표(탭 구분)도
        됩니다. 덱 리스트가 없는 선수는 첫 줄만 씁니다.
      </Text>
      <Box component="details" mt={4}>
        <Text component="summary" size="sm" c="blue.7" style={{ cursor: 'pointer' }}>
          예시 보기
        </Text>
        <Code block mt={4}>
          {STANDINGS_EXAMPLE}
        </Code>
      </Box>
    </Box>
  );
}
