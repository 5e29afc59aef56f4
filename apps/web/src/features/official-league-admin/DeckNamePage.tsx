/** Filled in below. */
export default function DeckNamePage() {
  return null;
}
