// What the rest of the site may use from the collections. The /collection screens are loaded by the route table.
export { collectionKeys } from './api/keys';
