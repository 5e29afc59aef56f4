/** Filled in below. */
export default function MyOfficialLeaguePage() {
  return null;
}
