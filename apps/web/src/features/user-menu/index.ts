// The §2.21 user menu that every nickname on the site opens.
export { userMenuKeys } from './api/keys';
export { UserPopupMenu, type MenuMember } from './components/UserPopupMenu';
// The member lookup (/api/user/select/specific) the menu makes, for the member profile page.
export { userSummaryQuery } from './api/user-menu-queries';
