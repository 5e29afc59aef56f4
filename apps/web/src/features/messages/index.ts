// What the rest of the site may use from private messages. The screen is loaded by the route table.
export { composeHref } from './lib/message-links';
