import { createTheme } from '@mantine/core';

/** Pretendard first, then the Korean system fonts, so Hangul never falls back to a serif face. */
const FONT_STACK = [
  '"Pretendard Variable"',
  'Pretendard',
  '-apple-system',
  'BlinkMacSystemFont',
  'system-ui',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Malgun Gothic"',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  primaryColor: 'indigo',
  defaultRadius: 'md',
});
