/** Filled in below. */
export default function DeckRankDetailPage() {
  return null;
}
