import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the theme's sm breakpoint the section uses its mobile layout. */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em(theme.breakpoints.sm)})`) ?? false;
}
