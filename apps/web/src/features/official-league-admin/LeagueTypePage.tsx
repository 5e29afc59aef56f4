/** Filled in below. */
export default function LeagueTypePage() {
  return null;
}
