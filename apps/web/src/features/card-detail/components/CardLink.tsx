import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { linksAllowed } from '../lib/card-links';

/** A link to the card search, or plain text inside the trade screens where these links are off (§2.4). */
export function CardLink({
  to,
  children,
  onClick,
}: {
  to: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  const { pathname } = useLocation();
  if (!linksAllowed(pathname)) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} onClick={onClick} size="sm">
      {children}
    </Anchor>
  );
}
