import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** A row of links between sibling pages (a league's tournaments, figures and players) and its name. */
export interface SectionMenu {
  /** The navigation's accessible name, e.g. '리그 메뉴'. */
  name: string;
  items: readonly { label: string; to: string }[];
}

/**
 * The section links above a page's title. `current` is the label of the page's own section (bold and
 * aria-current="page"); null on a page of the area that is none of them.
 */
export function SectionLinks<const Menu extends SectionMenu>({
  menu,
  current,
}: {
  menu: Menu;
  current: Menu['items'][number]['label'] | null;
}) {
  return (
    <Group component="nav" aria-label={menu.name} gap="md">
      {menu.items.map((item) => {
        const isCurrent = item.label === current;
        return (
          <Anchor
            key={item.to}
            component={Link}
            to={item.to}
            size="sm"
            fw={isCurrent ? 700 : 400}
            c={isCurrent ? undefined : 'dimmed'}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {item.label}
          </Anchor>
        );
      })}
    </Group>
  );
}
