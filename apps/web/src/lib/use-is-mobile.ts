import { useContext } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ViewportHintContext } from './viewport-hint';

/**
 * Below the theme's sm breakpoint (48em) every screen uses its mobile layout (§2.3, §2.19, §2.20, §2.22).
 * Read at once rather than after the first paint, so a phone does not flash the desktop layout — except
 * on a server-rendered page, whose first render must match the HTML: it starts from the server's guess
 * and reads the media query after (the same answer when the guess was right, which it almost always is).
 */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  const hint = useContext(ViewportHintContext);
  return (
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, hint, {
      getInitialValueInEffect: hint !== undefined,
    }) ?? false
  );
}
