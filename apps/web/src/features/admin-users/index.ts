// What the rest of the site may use from the user administration. Its screens are loaded by the route table.
export { adminUserKeys } from './api/keys';
