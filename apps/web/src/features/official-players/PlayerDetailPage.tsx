/** Filled in below. */
export default function PlayerDetailPage() {
  return null;
}
