import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Below the theme's sm breakpoint (48em) every screen uses its mobile layout (§2.3, §2.19, §2.20, §2.22).
 * Read at once rather than after the first paint, so a phone does not flash the desktop layout.
 */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  return (
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false
  );
}
