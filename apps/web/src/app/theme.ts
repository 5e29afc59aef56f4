import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The Korean system fonts, as Korean portals use them: a web font of Hangul is 300–400 KB of subsets for
 * one page, which on a phone network arrives long after the page could have been read (decision 041).
 * Pretendard stays first for visitors who have it installed; Hangul never falls back to a serif face.
 */
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
  // Shade 7 rather than Mantine's 6: white on indigo.6 (and indigo.6 text on white) is 4.3:1, under the 4.5:1
  // that small text needs (WCAG AA).
  primaryShade: 7,
  defaultRadius: 'md',
});

/**
 * Mantine's dimmed text (gray.6, 3.3:1 on white) is too faint for the small print it is used for; this grey
 * keeps 5:1 on white and on the light grey panels (WCAG AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#61686f' },
  dark: {},
});
