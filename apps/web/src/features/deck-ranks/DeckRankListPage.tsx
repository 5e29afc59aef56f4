/** Filled in below. */
export default function DeckRankListPage() {
  return null;
}
