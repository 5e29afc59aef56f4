import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userSummaryQuery } from '../api/user-menu-queries';
import { userMenuLinks } from '../lib/user-menu-links';
import type { MenuMember } from './member';
import { MemberTrigger } from './MemberTrigger';
import { MemberReportDialog, useCanReportMember } from '../../member-reports';

interface UserMenuPopoverProps {
  user: MenuMember;
  children?: ReactNode;
  size: 'xs' | 'sm';
  /** Open at once: the member clicked or hovered the nickname while this code was loading. */
  initiallyOpened: boolean;
  /** Keep the keyboard focus on the nickname, which this component's own trigger replaces. */
  takeFocus: boolean;
}

/**
 * The §2.21 menu itself: on hover with a mouse, on tap on a phone. Entries whose screens are not built
 * yet are shown disabled. Whether the collection is shown is looked up when the menu opens, unless the
 * place already knows it.
 */
export default function UserMenuPopover({
  user,
  children,
  size,
  initiallyOpened,
  takeFocus,
}: UserMenuPopoverProps) {
  const [opened, setOpened] = useState(initiallyOpened);
  const trigger = useRef<HTMLButtonElement>(null);
  const lookUp = user.collection_show === undefined && Boolean(user.user_id);
  const summary = useQuery({ ...userSummaryQuery(user.user_id ?? ''), enabled: opened && lookUp });
  const collectionShow = user.collection_show ?? summary.data?.[0]?.collection_show;
  // 신고하기 (decision 032): its dialog lives outside the menu, which closes when the entry is chosen.
  const reported = { userId: user.user_id, nickname: user.nickname };
  const canReport = useCanReportMember(reported);
  const [reporting, setReporting] = useState(false);
  // A touch screen has no hover: there a tap opens and closes the menu, and the point last tapped (an
  // entry that opened a dialog) cannot keep it open as a lingering hover would.
  const canHover = useMediaQuery('(hover: hover)', true);

  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);

  return (
    <>
      <Menu
        trigger={canHover ? 'click-hover' : 'click'}
        openDelay={100}
        closeDelay={200}
        position="bottom-start"
        withinPortal
        opened={opened}
        onChange={setOpened}
      >
        <Menu.Target>
          <MemberTrigger ref={trigger} user={user} size={size}>
            {children}
          </MemberTrigger>
        </Menu.Target>
        <Menu.Dropdown>
          {userMenuLinks({ ...user, collection_show: collectionShow }).map((link) =>
            link.to ? (
              <Menu.Item key={link.label} component={Link} to={link.to}>
                <span data-menu-label>{link.label}</span>
              </Menu.Item>
            ) : (
              // An entry that needs the member's id, where the place showing the nickname does not know it.
              <Menu.Item key={link.label} disabled>
                <span data-menu-label>{link.label}</span>
              </Menu.Item>
            ),
          )}
          {canReport && (
            <Menu.Item color="red" onClick={() => setReporting(true)}>
              <span data-menu-label>신고하기</span>
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {reporting && (
        <MemberReportDialog member={reported} source={{ kind: 'user' }} onClose={() => setReporting(false)} />
      )}
    </>
  );
}
