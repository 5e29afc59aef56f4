/** Filled in below. */
export default function LeagueWritePage() {
  return null;
}
