/** Filled in below. */
export default function LeagueListPage() {
  return null;
}
