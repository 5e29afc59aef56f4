/** Grades are stored ×10 (§9): 95 → '9.5', 100 → '10'. Trade lines and the statistics both write them so. */
export function gradeLabel(stored: number): string {
  const grade = stored / 10;
  return Number.isInteger(grade) ? String(grade) : grade.toFixed(1);
}
