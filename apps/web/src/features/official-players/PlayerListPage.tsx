/** Filled in below. */
export default function PlayerListPage() {
  return null;
}
