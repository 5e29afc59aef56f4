import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { MenuMember } from './member';
import { MemberTrigger } from './MemberTrigger';

export type { MenuMember } from './member';

// Lists show dozens of nicknames and most are never opened: the menu's code loads on the first hover,
// tap or focus of one of them.
const UserMenuPopover = lazy(() => import('./UserMenuPopover'));

interface UserPopupMenuProps {
  user: MenuMember;
  /** What the trigger shows instead of the nickname (the edit history writes 'nickname(id)'). */
  children?: ReactNode;
  size?: 'xs' | 'sm';
}

interface Wanted {
  opened: boolean;
  focused: boolean;
}

/** A member's nickname (with their badge when known) that opens the user menu of §2.21. */
export function UserPopupMenu({ user, children, size = 'sm' }: UserPopupMenuProps) {
  const [wanted, setWanted] = useState<Wanted | null>(null);
  // A tap sends pointerenter, pointerdown, focus and click in one go. Only the click may mount the menu:
  // mounted earlier (its code already loaded), the menu's own trigger would receive that click and close
  // the menu it had just opened.
  const pressing = useRef(false);
  const trigger = (
    <MemberTrigger
      user={user}
      size={size}
      // While the code loads this trigger stays on screen: hovering it with a mouse opens the menu once
      // loaded, leaving it first does not. Later hovers are the loaded menu's own.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setWanted((w) => ({ opened: true, focused: w?.focused ?? false }));
      }}
      onPointerLeave={() => setWanted((w) => w && { ...w, opened: false })}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onFocus={() => {
        if (!pressing.current) setWanted((w) => w ?? { opened: false, focused: true });
      }}
      onClick={() => {
        pressing.current = false;
        setWanted({ opened: true, focused: true });
      }}
    >
      {children}
    </MemberTrigger>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuPopover user={user} size={size} initiallyOpened={wanted.opened} takeFocus={wanted.focused}>
        {children}
      </UserMenuPopover>
    </Suspense>
  );
}
