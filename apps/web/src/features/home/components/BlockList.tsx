import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import classes from './BlockList.module.css';

/** The rows of a block as a list, divided by thin lines. */
export function BlockList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" className={classes.list}>
      {children}
    </Box>
  );
}

export function BlockItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" className={classes.item}>
      {children}
    </Box>
  );
}
