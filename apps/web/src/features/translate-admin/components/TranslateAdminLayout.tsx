import type { ReactNode } from 'react';
import type { UserType } from '@carddogam/contract/constants';
import { DICTIONARY_LABEL } from '@carddogam/contract/calls/translate-admin';
import { MSG } from '@carddogam/contract/messages';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { RoleTabsLayout, type RoleMenu } from '../../../app/guards/RoleTabsLayout';
import type { SessionUser } from '../../../lib/session';

/** Every staff member reads the dictionaries (routes/translate-admin.ts); card editors also write them. */
const MENU: RoleMenu<'staff'> = {
  tabs: [
    { label: DICTIONARY_LABEL.card_name, to: '/admin/translate/card_name', access: 'staff' },
    { label: DICTIONARY_LABEL.rarity, to: '/admin/translate/rarity', access: 'staff' },
    { label: DICTIONARY_LABEL.attack_name, to: '/admin/translate/attack_name', access: 'staff' },
  ],
  menuLabel: '번역 관리 메뉴',
  mayOpen: (user) => STAFF_TYPES.includes(user.type as UserType),
  forbiddenMessage: () => MSG.staffOnly,
};

/** The translation screens of the back office (/admin/translate/*). */
export function TranslateAdminLayout(props: { title: string; children: (user: SessionUser) => ReactNode }) {
  return <RoleTabsLayout menu={MENU} access="staff" {...props} />;
}
