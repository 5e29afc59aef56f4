import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import {
  CARD_EXCEL_APPLY_PATH,
  CARD_EXCEL_PREVIEW_PATH,
  cardExcelCalls as calls,
  excelApplied,
  excelPreview,
} from '@carddogam/contract/calls/card-excel';
import type { Nation, UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { cardEn, cardKr, cardSearch, staffActionLog, updateLog } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { sheetColumns } from '../../src/services/card-excel-layout';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';

type Cells = (string | number | null)[];

describe('/admin/card/excel bulk edit', () => {
  let t: TestApp;
  const as: Partial<Record<UserType | '매니저2', Record<string, string>>> = {};
  const ids: Partial<Record<UserType | '매니저2', string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const type of ['관리자', '매니저', '일어알바', '사용자'] as const) {
      const member = await createMember(t, { type });
      ids[type] = member.userId;
      as[type] = await sessionCookie(t, member.userId);
    }
    const other = await createMember(t, { type: '매니저' });
    ids['매니저2'] = other.userId;
    as['매니저2'] = await sessionCookie(t, other.userId);
  });
  afterAll(() => t.close());

  let setSequence = 0;
  /** Three cards of a set of their own: one with a Korean record, two without. */
  async function threeCards(krWriter: string | null = null) {
    setSequence += 1;
    const setName = `엑셀 세트 ${setSequence}`;
    const en = (n: number, name: string) => ({ setName, number: String(n), name });
    const withKr = await insertCard(t.services.db, {
      en: en(1, 'Bulbasaur'),
      kr: { name: '이상해씨', number: '001', rarity: 'C', setName: '데모', writer: krWriter },
      withParts: false,
    });
    const bare1 = await insertCard(t.services.db, { en: en(2, 'Ivysaur'), withParts: false });
    const bare2 = await insertCard(t.services.db, { en: en(3, 'Venusaur'), withParts: false });
    await refreshCardSearch(t.services.db, [withKr, bare1, bare2]);
    return { setName, cards: [withKr, bare1, bare2] as const };
  }

  async function exportSheet(nation: Nation, setName: string, who: keyof typeof as = '관리자') {
    const res = await t.app.inject({
      method: 'POST',
      url: calls.export.path,
      headers: { 'content-type': 'application/json', ...as[who] },
      payload: JSON.stringify({ params: { nation, set_name: setName } }),
    });
    return res;
  }

  const sheetFile = (
    nation: Nation,
    rows: Cells[],
    header: Cells = sheetColumns(nation).map((c) => c.name),
  ) => writeXlsxFile([{ data: [header, ...rows] as Row[], sheet: `card_${nation}` }]).toBuffer();

  async function upload(kind: 'preview' | 'apply', nation: Nation, file: Buffer, who: keyof typeof as) {
    const boundary = '----card-excel-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: `${kind === 'preview' ? CARD_EXCEL_PREVIEW_PATH : CARD_EXCEL_APPLY_PATH}${nation}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...as[who] },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cards.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
  }

  const krRows = (cardIds: readonly string[]) =>
    t.services.db
      .select()
      .from(cardKr)
      .where(inArray(cardKr.cardId, [...cardIds]));
  const logsOf = (cardIds: readonly string[]) =>
    t.services.db
      .select()
      .from(updateLog)
      .where(inArray(updateLog.cardId, [...cardIds]));
  const actionsOf = (cardIds: readonly string[]) =>
    t.services.db
      .select()
      .from(staffActionLog)
      .where(
        and(eq(staffActionLog.action, 'card.excel_update'), inArray(staffActionLog.targetId, [...cardIds])),
      );

  it('exports a set as a sheet that imports back with no change', async () => {
    const { setName, cards } = await threeCards();
    const res = await exportSheet('kr', setName);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsxFile(res.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['card_kr', '안내']);
    const data = sheets[0]!.data;
    expect(data[0]).toEqual([
      'id',
      'name_en',
      'name',
      'number',
      'rarity',
      'set_name',
      'set_printed_total',
      'effects',
    ]);
    expect(data.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      [cards[0], 'Bulbasaur', '이상해씨'],
      [cards[1], 'Ivysaur', null],
      [cards[2], 'Venusaur', null],
    ]);

    const preview = excelPreview.parse((await upload('preview', 'kr', res.rawPayload, '매니저')).body);
    expect(preview).toMatchObject({ rows: 3, cards: 0, changes: [], errors: [] });
    const applied = excelApplied.parse((await upload('apply', 'kr', res.rawPayload, '매니저')).body);
    expect(applied).toMatchObject({ cards: 0, fields: 0 });
    expect(await logsOf(cards)).toEqual([]);
  });

  it('previews without writing, then applies exactly the diffed fields with one update log per card', async () => {
    const { cards } = await threeCards(ids.매니저!);
    const file = await sheetFile('kr', [
      [cards[0], 'ignored', '이상해씨', null, 'RR'],
      [cards[1], null, '이상해풀', '002'],
      [cards[2], null, null],
    ]);
    const first = await upload('preview', 'kr', file, '매니저');
    expect(first.status).toBe(200);
    const preview = excelPreview.parse(first.body);
    expect(preview.errors).toEqual([]);
    expect(preview.changes.map((c) => [c.row, c.id, c.card_name, c.field, c.before, c.after])).toEqual([
      [2, cards[0], '이상해씨', 'rarity', 'C', 'RR'],
      [3, cards[1], 'Ivysaur', 'name', '', '이상해풀'],
      [3, cards[1], 'Ivysaur', 'number', '', '002'],
    ]);
    expect(preview.cards).toBe(2);
    expect((await krRows(cards)).map((r) => r.cardId)).toEqual([cards[0]]);
    expect(await logsOf(cards)).toEqual([]);

    const res = await upload('apply', 'kr', file, '매니저');
    expect(res.status).toBe(200);
    expect(excelApplied.parse(res.body)).toEqual({
      cards: 2,
      fields: 3,
      message: '2장 3개 항목을 고쳤습니다.',
    });

    const kr = new Map((await krRows(cards)).map((r) => [r.cardId, r]));
    expect(kr.get(cards[0])).toMatchObject({
      name: '이상해씨',
      number: '001',
      rarity: 'RR',
      setName: '데모',
    });
    expect(kr.get(cards[0])?.writer).toBe(ids.매니저);
    expect(kr.get(cards[1])).toMatchObject({
      name: '이상해풀',
      number: '002',
      rarity: null,
      writer: ids.매니저,
    });
    expect(kr.has(cards[2])).toBe(false);

    const logs = await logsOf(cards);
    expect(logs.map((l) => [l.cardId, l.cardNation, l.updater]).sort()).toEqual(
      [
        [cards[0], 'kr', ids.매니저],
        [cards[1], 'kr', ids.매니저],
      ].sort(),
    );
    const actions = await actionsOf(cards);
    expect(actions.find((a) => a.targetId === cards[1])).toMatchObject({
      userId: ids.매니저,
      targetType: 'card_kr',
      before: { name: null, number: null },
      after: { name: '이상해풀', number: '002' },
    });
    const [search] = await t.services.db
      .select({ nameKr: cardSearch.nameKr })
      .from(cardSearch)
      .where(eq(cardSearch.cardId, cards[1]));
    expect(search?.nameKr).toBe('이상해풀');
  });

  it('refuses a wrong header as a whole file', async () => {
    const { cards } = await threeCards();
    const file = await sheetFile('kr', [[cards[1], null, '이름']], ['id', 'name']);
    const res = await upload('preview', 'kr', file, '관리자');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'SHEET_INVALID' } });
    expect((res.body as { error: { message: string } }).error.message).toMatch(
      /^엑셀 첫 줄의 열 이름이 다릅니다: 2번째 열은 'name_en'이어야 합니다/,
    );
    expect((await upload('apply', 'kr', file, '관리자')).status).toBe(400);
    expect(await krRows([cards[1]])).toEqual([]);
  });

  it('lists an unknown id and a rarity outside the list by row, and applies nothing', async () => {
    const { cards } = await threeCards();
    const file = await sheetFile('kr', [
      [cards[1], null, '이상해풀'],
      ['xx-123', null, '없는 카드'],
      [cards[2], null, '이상해꽃', null, 'ZZR'],
    ]);
    const preview = excelPreview.parse((await upload('preview', 'kr', file, '관리자')).body);
    expect(preview.errors).toEqual([
      { row: 3, message: '3행: 존재하지 않는 카드 id입니다 (xx-123)' },
      { row: 4, message: '4행: 레어도 목록에 없는 값입니다 (ZZR)' },
    ]);
    expect(preview.changes.map((c) => c.id)).toEqual([cards[1]]);

    const res = await upload('apply', 'kr', file, '관리자');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'SHEET_ROW_ERRORS',
        message:
          '오류가 있는 행을 고친 뒤 다시 올려주세요 (3행: 존재하지 않는 카드 id입니다 (xx-123) 외 1건)',
      },
    });
    expect(await krRows(cards.slice(1))).toEqual([]);
    expect(await logsOf(cards)).toEqual([]);
    expect(await actionsOf(cards)).toEqual([]);
  });

  it('keeps 일어알바 to the jp sheet', async () => {
    const { setName, cards } = await threeCards();
    const kr = await sheetFile('kr', [[cards[1], null, '이상해풀']]);
    for (const kind of ['preview', 'apply'] as const) {
      const res = await upload(kind, 'kr', kr, '일어알바');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'JP_ONLY', message: MSG.jpEditorOnlyJp } });
    }
    expect((await exportSheet('kr', setName, '일어알바')).statusCode).toBe(403);
    expect((await upload('preview', 'kr', kr, '사용자')).status).toBe(403);
    expect(await krRows([cards[1]])).toEqual([]);

    const jp = await sheetFile('jp', [[cards[1], null, 'フシギソウ']]);
    const applied = excelApplied.parse((await upload('apply', 'jp', jp, '일어알바')).body);
    expect(applied).toMatchObject({ cards: 1, fields: 1 });
    // A Korean sheet uploaded as the Japanese one is refused: the data sheet names its edition.
    expect((await upload('preview', 'jp', kr, '일어알바')).body).toMatchObject({
      error: { code: 'SHEET_MISSING' },
    });
  });

  it('refuses the row of a Korean record another 매니저 wrote last, and lets that 매니저 change it', async () => {
    const { cards } = await threeCards(ids.매니저2!);
    const file = await sheetFile('kr', [[cards[0], null, '이상해씨 수정']]);
    const preview = excelPreview.parse((await upload('preview', 'kr', file, '매니저')).body);
    expect(preview.errors).toEqual([{ row: 2, message: `2행: ${MSG.otherManagerCard}` }]);
    expect((await upload('apply', 'kr', file, '매니저')).status).toBe(400);

    // An imported Korean record without a writer counts as another 매니저's too (§6).
    const imported = await threeCards(null);
    const importedFile = await sheetFile('kr', [[imported.cards[0], null, '수정']]);
    expect(
      excelPreview.parse((await upload('preview', 'kr', importedFile, '매니저')).body).errors,
    ).toHaveLength(1);

    const applied = excelApplied.parse((await upload('apply', 'kr', file, '매니저2')).body);
    expect(applied.cards).toBe(1);
    const [row] = await krRows([cards[0]]);
    expect(row).toMatchObject({ name: '이상해씨 수정', writer: ids.매니저2 });
    // 관리자 may change it and keeps the previous writer (§6).
    const admin = await sheetFile('kr', [[cards[0], null, '이상해씨']]);
    expect((await upload('apply', 'kr', admin, '관리자')).status).toBe(200);
    expect((await krRows([cards[0]]))[0]).toMatchObject({ name: '이상해씨', writer: ids.매니저2 });
  });

  it('checks en values against the dialog limits', async () => {
    const { cards } = await threeCards();
    const file = await sheetFile('en', [[cards[1], null, null, 'Rare', 999, null, null, null, 'x']]);
    const preview = excelPreview.parse((await upload('preview', 'en', file, '관리자')).body);
    expect(preview.errors.map((e) => e.message)).toEqual([
      '2행: hp은(는) 0부터 340까지입니다',
      '2행: set_printed_total은(는) 숫자여야 합니다 (x)',
    ]);
    const ok = await sheetFile('en', [[cards[1], 'Ivysaur δ', null, 'Rare', 100]]);
    expect(excelApplied.parse((await upload('apply', 'en', ok, '관리자')).body).fields).toBe(3);
    const [en] = await t.services.db.select().from(cardEn).where(eq(cardEn.id, cards[1]));
    expect(en).toMatchObject({ name: 'Ivysaur δ', rarity: 'Rare', hp: 100, number: '2' });
  });
});
