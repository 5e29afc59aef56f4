import type { Nation } from '@carddogam/contract/constants';

/**
 * The columns of the bulk edit sheet, per edition (decision 036). The header row holds the `name`s, in
 * this order; the card id comes first and, like the English name shown beside a Korean or Japanese sheet,
 * is only read, never written. Limits are those of the staff edit dialog (calls/card-edit.ts).
 */

export type ColumnKind = 'text' | 'int' | 'rarity' | 'regulation';

export interface SheetColumn {
  name: string;
  /** The column's meaning for the 안내 sheet and the diff table. */
  label: string;
  editable: boolean;
  kind: ColumnKind;
  maxLength?: number;
  min?: number;
  max?: number;
}

const id: SheetColumn = { name: 'id', label: '카드 id (고치지 마세요)', editable: false, kind: 'text' };
const text = (name: string, label: string, maxLength: number): SheetColumn => ({
  name,
  label,
  editable: true,
  kind: 'text',
  maxLength,
});
const printedTotal: SheetColumn = {
  name: 'set_printed_total',
  label: '세트 총 매수 (숫자)',
  editable: true,
  kind: 'int',
  min: 0,
  max: 100_000,
};
const rarity: SheetColumn = {
  name: 'rarity',
  label: '레어도',
  editable: true,
  kind: 'rarity',
  maxLength: 100,
};

const EDITION_COLUMNS: readonly SheetColumn[] = [
  id,
  { name: 'name_en', label: '영어 이름 (참고용, 고쳐도 반영되지 않음)', editable: false, kind: 'text' },
  text('name', '이름', 200),
  text('number', '카드 번호', 30),
  rarity,
  text('set_name', '세트 이름', 200),
  printedTotal,
  text('effects', '효과 문구 (트레이너스·에너지)', 4000),
];

const EN_COLUMNS: readonly SheetColumn[] = [
  id,
  text('name', '영어 이름', 200),
  text('number', '카드 번호', 30),
  rarity,
  { name: 'hp', label: 'HP (0–340 숫자)', editable: true, kind: 'int', min: 0, max: 340 },
  text('artist', '일러스트레이터', 200),
  { name: 'regulation_mark', label: '레귤레이션 마크', editable: true, kind: 'regulation', maxLength: 5 },
  text('set_name', '세트 이름', 200),
  printedTotal,
];

export function sheetColumns(nation: Nation): readonly SheetColumn[] {
  return nation === 'en' ? EN_COLUMNS : EDITION_COLUMNS;
}

export const editableColumns = (nation: Nation) => sheetColumns(nation).filter((c) => c.editable);

/** The data sheet's name says its edition, so a Japanese sheet is never read as a Korean one. */
export const dataSheetName = (nation: Nation) => `card_${nation}`;
export const GUIDE_SHEET_NAME = '안내';

const EDITION_LABEL = { kr: '한글카드', jp: '일본카드', en: '영어카드' } as const;

/** The rows of the 안내 sheet: how the import reads the data sheet, then one line per column. */
export function guideRows(nation: Nation): string[][] {
  const rows: string[][] = [
    [`${EDITION_LABEL[nation]} 일괄 수정 엑셀`],
    [
      `'${dataSheetName(nation)}' 시트를 고친 뒤 /admin/card/excel 에서 올리면, 바뀐 칸만 미리보기로 보여주고 적용합니다.`,
    ],
    ['빈 칸은 "바꾸지 않음"입니다. 값을 지우는 데 쓸 수 없습니다.'],
    ['첫 줄의 열 이름과 순서를 바꾸지 마세요. 다르면 파일 전체를 받지 않습니다.'],
    ['id 열은 고치지 마세요. 행을 지우거나 순서를 바꾸는 것은 괜찮습니다.'],
    [
      '한 번에 5,000행, 5MB까지 올릴 수 있습니다. 오류가 있는 행이 하나라도 있으면 아무것도 적용하지 않습니다.',
    ],
  ];
  if (nation === 'kr') rows.push(['한글 기록이 없는 카드의 행에 값을 채우면 한글 기록이 새로 만들어집니다.']);
  rows.push([], ['열 이름', '설명', '고칠 수 있음']);
  for (const column of sheetColumns(nation)) {
    const limit = column.maxLength ? ` · ${column.maxLength}자까지` : '';
    rows.push([column.name, `${column.label}${limit}`, column.editable ? '예' : '아니요']);
  }
  return rows;
}
