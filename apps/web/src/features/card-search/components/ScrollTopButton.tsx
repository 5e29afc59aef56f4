import { Affix, Button, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/** After a long scroll through results on a phone, one tap back to the filters. */
export default function ScrollTopButton() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 20, right: 16 }} hiddenFrom="sm">
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(style) => (
          <Button
            style={style}
            radius="xl"
            size="sm"
            leftSection={<IconArrowUp size={16} />}
            onClick={() => scrollTo({ y: 0 })}
          >
            맨 위로
          </Button>
        )}
      </Transition>
    </Affix>
  );
}
