import type { Badge } from '@carddogam/contract/users';
import type { MenuUser } from '../lib/user-menu-links';

export interface MenuMember extends MenuUser {
  /** The badge shows only when the place showing the nickname knows the member's type and grade. */
  type?: string;
  grade?: number;
  badge?: Badge;
}
