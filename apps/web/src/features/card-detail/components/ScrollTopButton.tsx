import { ActionIcon, Affix } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';

/** Mobile '맨 위로' (§2.3): the page is long, and the language switch is at the top. */
export default function ScrollTopButton() {
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
