import { Divider, NavLink } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { accountLinks } from './account-links';
import { loginLinkFor } from './login-link';

/** The account part of the mobile drawer, where the header has no room for every link. */
export function MobileAccountNav() {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  if (loading) return null;
  const links = user
    ? accountLinks(user)
    : [
        { label: '로그인', to: loginLinkFor(pathname, search), icon: IconLogin },
        { label: '회원가입', to: '/auth/joinagree', icon: IconUserPlus },
      ];
  return (
    <>
      <Divider my="xs" label={user ? `${user.nickname}님` : '계정'} labelPosition="left" />
      {links.map((link) => (
        <NavLink
          key={link.label}
          component={Link}
          to={link.to}
          label={link.label}
          leftSection={<link.icon size={18} stroke={1.6} />}
          active={pathname === link.to}
        />
      ))}
    </>
  );
}
