/** Filled in below. */
export default function LeagueUpdatePage() {
  return null;
}
