/** Filled in below. */
export default function ResultReportPage() {
  return null;
}
