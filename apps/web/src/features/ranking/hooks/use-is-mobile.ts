import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the theme's sm breakpoint the ranking uses its mobile layout (§2.20). */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a phone does not flash the desktop table.
  return (
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false
  );
}
