import { Box } from '@mantine/core';

/** The regulation mark as a small boxed letter, as printed in a card's corner. */
export function RegulationMarkIcon({ mark }: { mark: string | null | undefined }) {
  if (!mark) return null;
  return (
    <Box
      component="span"
      aria-label={`레귤레이션 ${mark}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 18,
        height: 18,
        padding: '0 3px',
        border: '1.5px solid currentColor',
        borderRadius: 3,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {mark}
    </Box>
  );
}
