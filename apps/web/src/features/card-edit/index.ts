export { StaffEditButtons } from './StaffEditButtons';
