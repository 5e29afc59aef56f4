// The league's screens are loaded by the route table. Shared with the league figures and the league's
// back office: who counts as league staff, how a tournament's facts are written, and the query keys.
export { leagueKeys } from './api/keys';
export { isLeagueAdmin, isLeagueStaff } from './lib/league-staff';
export { REGULATION_LETTERS } from './lib/tournament-draft';
export { FORMAT_LABELS, formatLabel, marksText, topCutText } from './lib/tournament-text';
