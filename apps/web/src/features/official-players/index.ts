// The player screens and /mypage/official_league are loaded by the route table. Shared with the staff
// screens: the query keys whose answers a decided claim or new standings make stale.
export { officialPlayerKeys } from './api/keys';
