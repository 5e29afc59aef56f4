import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the theme's sm breakpoint the search uses its mobile layout (2 cards a row, 7 pages in the pager). */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a phone does not flash the desktop layout.
  return (
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false
  );
}
