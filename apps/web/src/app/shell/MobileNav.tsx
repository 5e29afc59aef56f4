import { NavLink } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBook,
  IconCalendarCheck,
  IconCards,
  IconDeviceGamepad2,
  IconSearch,
  IconShoppingBag,
  IconTournament,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { MobileAccountNav } from './MobileAccountNav';
import { NAV_ITEMS, isInSection, type NavSection } from './nav-items';
import classes from './MobileNav.module.css';

/** The icon of each main area in the drawer. */
const NAV_ICONS: Record<NavSection, Icon> = {
  '/card': IconSearch,
  '/rank': IconTrophy,
  '/trade': IconArrowsExchange,
  '/deck': IconCards,
  '/collection': IconBook,
  '/official_league': IconTournament,
  '/league': IconDeviceGamepad2,
  '/pointmall': IconShoppingBag,
  '/day_check': IconCalendarCheck,
};

/**
 * The drawer of main areas and the account links on small screens. The drawer is closed when a page
 * first shows (and never opens on wide screens), so the shell loads it right after the first screen.
 */
export default function MobileNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="모바일 메뉴" className={classes.nav}>
      {NAV_ITEMS.map((item) => {
        const ItemIcon = NAV_ICONS[item.section];
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<ItemIcon size={18} stroke={1.6} />}
            active={isInSection(pathname, item.section)}
          />
        );
      })}
      <MobileAccountNav />
    </nav>
  );
}
