import { ActionIcon, Affix, Button } from '@mantine/core';
import { IconArrowLeft, IconArrowUp } from '@tabler/icons-react';
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

/** Mobile '맨 위로' (§2.3): the page is long, and the language switch is at the top. */
export function ScrollTopButton() {
  return (
    <Affix position={{ bottom: 20, right: 16 }}>
      <ActionIcon
        size="xl"
        radius="xl"
        variant="filled"
        aria-label="맨 위로"
        title="맨 위로"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <IconArrowUp size={22} />
      </ActionIcon>
    </Affix>
  );
}
