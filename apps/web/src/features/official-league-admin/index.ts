// The back office's league screens are loaded by the route table. Shared with the online league's staff
// screens (features/league-admin): the one league menu they all sit in.
export { LeagueAdminLayout } from './components/LeagueAdminLayout';
