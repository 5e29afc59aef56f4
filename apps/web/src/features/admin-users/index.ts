// What the rest of the site may use from the user administration. Its screens are loaded by the route table.
export { adminUserKeys } from './api/keys';
// The member reports screen (/admin/user/reported) sits among these screens and bans through this dialog.
export { AdminUserLayout } from './components/AdminUserLayout';
export { BanUserDialog } from './components/BanUserDialog';
// The manager list changes staff types through the same dialog.
export { UserActionModal } from './components/UserActionModal';
