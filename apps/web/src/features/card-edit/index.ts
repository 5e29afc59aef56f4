// The staff buttons of the card page (§2.5) and the card-edit keys. The /admin/card screens are loaded by
// the route table.
export { cardEditKeys } from './api/keys';
export { StaffEditButtons } from './StaffEditButtons';
export { CardAdminLayout, type CardAdminAccess } from './components/CardAdminLayout';
