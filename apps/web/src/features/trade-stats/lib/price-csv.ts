import type { PriceExportRow } from '@carddogam/contract/calls/watchlist';
import { toCsv } from '../../../components/admin/admin-table-csv';
import { gradeLabel } from '../../../lib/grade-label';

export const PRICE_CSV_HEADER = ['거래일', '상태', '등급회사', '등급', '가격(원)', '판매완료일', '거래글'] as const;

/**
 * The CSV of a card edition's price records: one line per record, the grade as people write it (9.5), the
 * post's full address (empty for a 관리자's record). toCsv adds the UTF-8 BOM Excel needs for Korean.
 */
export function priceCsv(rows: readonly PriceExportRow[], origin: string): string {
  return toCsv(
    PRICE_CSV_HEADER,
    rows.map((r) => [
      r.date,
      r.card_state,
      r.grade_company,
      r.grade === null ? null : gradeLabel(r.grade),
      r.card_price,
      r.card_sold,
      r.post_id > 0 ? `${origin}/trade/post/read?id=${r.post_id}` : null,
    ]),
  );
}

/** '리자몽 ex_kr_시세.csv', without characters a file name cannot hold. */
export function priceCsvName(cardName: string, nation: string): string {
  return `${cardName.replace(/[\\/:*?"<>|]/g, '_')}_${nation}_시세.csv`;
}
