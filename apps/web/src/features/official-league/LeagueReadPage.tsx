/** Filled in below. */
export default function LeagueReadPage() {
  return null;
}
