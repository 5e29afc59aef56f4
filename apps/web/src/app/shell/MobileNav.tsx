import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { MobileAccountNav } from './MobileAccountNav';
import { NAV_ITEMS, isInSection } from './nav-items';
import classes from './MobileNav.module.css';

/** The drawer of main areas and the account links on small screens. */
export function MobileNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="모바일 메뉴" className={classes.nav}>
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.label}
          leftSection={<item.icon size={18} stroke={1.6} />}
          active={isInSection(pathname, item.section)}
        />
      ))}
      <MobileAccountNav />
    </nav>
  );
}
