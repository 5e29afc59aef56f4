import type { ReactNode } from 'react';
import { RequireLogin } from './RequireLogin';
import type { SessionUser } from '../../lib/session';
import { AdminTabsPage, type AdminTab } from '../../components/admin/AdminTabsPage';
import { ForbiddenScreen } from '../../components/admin/ForbiddenScreen';

/** A back-office tab that only some staff may open; `access` names the group, as the route policy does. */
export interface RoleTab<Access extends string> extends AdminTab {
  access: Access;
}

/** What a menu of screens with different audiences needs to know about who may open what. */
export interface RoleMenu<Access extends string> {
  tabs: ReadonlyArray<RoleTab<Access>>;
  menuLabel: string;
  mayOpen: (user: SessionUser, access: Access) => boolean;
  /** The 403 screen's message for a member outside `access`. */
  forbiddenMessage: (access: Access) => string;
}

/**
 * A back-office screen whose menu mixes audiences (관리자-only settings beside staff queues): guests log
 * in first, members outside the screen's group get the 403 screen, and the tabs list only the screens
 * the member may open. The server checks the same groups on every call; this only keeps the UI honest.
 */
export function RoleTabsLayout<Access extends string>({
  menu,
  title,
  access,
  children,
}: {
  menu: RoleMenu<Access>;
  title: string;
  access: Access;
  children: (user: SessionUser) => ReactNode;
}) {
  return (
    <RequireLogin>
      {(user) =>
        menu.mayOpen(user, access) ? (
          <AdminTabsPage
            tabs={menu.tabs.filter((tab) => menu.mayOpen(user, tab.access))}
            menuLabel={menu.menuLabel}
            title={title}
          >
            {children(user)}
          </AdminTabsPage>
        ) : (
          <ForbiddenScreen message={menu.forbiddenMessage(access)} />
        )
      }
    </RequireLogin>
  );
}
