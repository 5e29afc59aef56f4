import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Mobile '뒤로' to the card search (§2.4). */
export function BackToListButton() {
  return (
    <Button
      component={Link}
      to="/card/list"
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={16} />}
      px={4}
    >
      뒤로
    </Button>
  );
}
