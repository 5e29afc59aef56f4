/** Filled in below. */
export default function PlayerClaimPage() {
  return null;
}
