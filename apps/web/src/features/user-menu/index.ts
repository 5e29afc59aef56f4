// The §2.21 user menu that every nickname on the site opens.
export { userMenuKeys } from './api/keys';
export { UserPopupMenu, type MenuMember } from './components/UserPopupMenu';
