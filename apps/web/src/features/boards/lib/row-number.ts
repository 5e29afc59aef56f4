/**
 * The 번호 column: a running number from the newest post down (Gnuboard's virtual number), so numbers
 * stay dense when posts are deleted or moved. `index` is the row's place on the page.
 */
export function rowNumber(total: number, page: number, size: number, index: number): number {
  return total - (page - 1) * size - index;
}
