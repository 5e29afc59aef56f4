import { useMediaQuery } from '@mantine/hooks';

/** The mobile layout's breakpoint, the same one the shell and the banners use. */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 48em)') ?? false;
}
