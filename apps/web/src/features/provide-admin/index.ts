// What the rest of the site may use from the staff review queue. Its screens are loaded by the route table.
export { provideAdminKeys } from './api/keys';
