import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import {
  IMAGE_MATCH_MSG as M,
  IMAGE_MATCH_UPLOAD_PATH,
  imageMatchBatch,
  imageMatchCalls as calls,
  type ImageMatchBatch,
} from '@carddogam/contract/calls/image-match';
import type { UserType } from '@carddogam/contract/constants';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { cardEn, cardKr, imageMatchItem, staffActionLog } from '../../src/db/schema/index';

describe('image matching (/admin/card/image_match)', () => {
  let t: TestApp;
  const as = {} as Record<UserType, Record<string, string>>;
  let png: Buffer;
  const boundary = '----image-match-boundary';

  const upload = (nation: string, who: UserType, files: Array<{ name: string; bytes: Buffer }>) =>
    t.app.inject({
      method: 'POST',
      url: `${IMAGE_MATCH_UPLOAD_PATH}${nation}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...as[who] },
      payload: Buffer.concat([
        ...files.flatMap((f) => [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          f.bytes,
          Buffer.from('\r\n'),
        ]),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
  const batchOf = (res: { statusCode: number; body: string }): ImageMatchBatch => {
    expect(res.statusCode).toBe(200);
    return imageMatchBatch.parse(JSON.parse(res.body));
  };
  const rowOf = (batch: ImageMatchBatch, name: string) => batch.rows.find((r) => r.file_name === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    for (const type of ['관리자', '매니저', '일어알바'] as const) {
      const member = await createMember(t, { type });
      as[type] = await sessionCookie(t, member.userId);
    }
    png = await sharp({ create: { width: 60, height: 84, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    await insertCard(t.services.db, {
      en: { id: 'sv3pt5-6', setId: 'sv3pt5', number: '6' },
      kr: { sourceId: 'SV2a-006' },
    });
    await insertCard(t.services.db, {
      en: { id: 'sv3pt5-7', setId: 'sv3pt5', number: '7' },
      kr: { sourceId: 'SV2a-007' },
    });
    await insertCard(t.services.db, {
      en: { id: 'sv3pt5-8', setId: 'sv3pt5', number: '8' },
      kr: { sourceId: 'SV2a-008' },
    });
  });
  afterAll(async () => {
    await rm(t.services.env.dataDir, { recursive: true, force: true });
    await t.close();
  });

  it('matches 3 good files by card id, source id and set + number; a non-image and an unknown name get their own message', async () => {
    const batch = batchOf(
      await upload('kr', '매니저', [
        { name: 'sv3pt5-6.png', bytes: png },
        { name: 'SV2a-007.png', bytes: png },
        { name: 'SV2a_8.png', bytes: png },
        { name: 'notes.png', bytes: Buffer.from('this is not a picture at all') },
        { name: 'XX9-999.png', bytes: png },
      ]),
    );
    expect(batch.nation).toBe('kr');
    expect(rowOf(batch, 'sv3pt5-6.png')).toMatchObject({
      card_id: 'sv3pt5-6',
      matched_by: 'file_name',
      status: '대기',
      error: null,
    });
    expect(rowOf(batch, 'SV2a-007.png')).toMatchObject({ card_id: 'sv3pt5-7', matched_by: 'file_name' });
    expect(rowOf(batch, 'SV2a_8.png')).toMatchObject({ card_id: 'sv3pt5-8', matched_by: 'set_number' });
    expect(rowOf(batch, 'notes.png')).toMatchObject({
      card_id: null,
      status: '오류',
      error: M.notImage,
      upload_url: null,
    });
    expect(rowOf(batch, 'XX9-999.png')).toMatchObject({ card_id: null, status: '대기', error: M.noCard });
    const preview = await t.app.inject({
      method: 'GET',
      url: rowOf(batch, 'sv3pt5-6.png').upload_url!,
      headers: as['매니저'],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');

    // 적용 passes the §6 edit rules per card: imported Korean records (no writer) are a 관리자's to change.
    const applied = await t.call(calls.apply, { batch_id: batch.batch_id }, as['관리자']);
    expect(applied.applied).toBe(3);
    for (const id of ['sv3pt5-6', 'sv3pt5-7', 'sv3pt5-8']) {
      const [kr] = await t.services.db.select().from(cardKr).where(eq(cardKr.cardId, id));
      expect(kr!.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
      expect(existsSync(path.join(t.services.env.dataDir, 'upload', 'card_kr_image', kr!.image))).toBe(true);
    }
    const logs = await t.services.db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.action, 'card.image_match'));
    expect(logs.map((l) => l.targetId).sort()).toEqual(['sv3pt5-6', 'sv3pt5-7', 'sv3pt5-8']);
    const after = await t.call(calls.batch, { batch_id: batch.batch_id }, as['매니저']);
    expect(after.rows.filter((r) => r.status === '적용')).toHaveLength(3);
  });

  it('reads a zip, lets staff name the card of an unmatched file and drop a row', async () => {
    const zip = Buffer.from(
      zipSync({ 'cards/sv3pt5-6.png': png, 'cards/unknown.png': png, '__MACOSX/._x': new Uint8Array([1]) }),
    );
    const batch = batchOf(await upload('en', '관리자', [{ name: 'batch.zip', bytes: zip }]));
    expect(batch.rows.map((r) => r.file_name).sort()).toEqual(['sv3pt5-6.png', 'unknown.png']);
    const unknown = rowOf(batch, 'unknown.png');
    const set = await t.call(calls.setCard, { id: unknown.id, card_id: 'sv3pt5-7' }, as['관리자']);
    expect(set.row).toMatchObject({ card_id: 'sv3pt5-7', matched_by: 'staff', error: null });
    await t.call(calls.drop, { id: rowOf(batch, 'sv3pt5-6.png').id }, as['관리자']);
    expect((await t.call(calls.apply, { batch_id: batch.batch_id }, as['관리자'])).applied).toBe(1);
    const [en6] = await t.services.db.select().from(cardEn).where(eq(cardEn.id, 'sv3pt5-6'));
    const [en7] = await t.services.db.select().from(cardEn).where(eq(cardEn.id, 'sv3pt5-7'));
    expect(en6!.image).toBe('default.png');
    expect(en7!.image).toMatch(/\.webp$/);
  });

  it('nothing is half-written when one file cannot be stored', async () => {
    const before = await t.services.db.select().from(cardKr).where(eq(cardKr.cardId, 'sv3pt5-6'));
    const batch = batchOf(
      await upload('kr', '매니저', [
        { name: 'sv3pt5-6.png', bytes: png },
        { name: 'sv3pt5-7.png', bytes: png },
      ]),
    );
    // The second waiting file goes missing before 적용.
    const [second] = await t.services.db
      .select()
      .from(imageMatchItem)
      .where(eq(imageMatchItem.id, rowOf(batch, 'sv3pt5-7.png').id));
    await rm(path.join(t.services.env.dataDir, second!.storedPath!));
    const res = await t.post(calls.apply.path, { params: { batch_id: batch.batch_id } }, as['관리자']);
    expect(res.status).toBe(409);
    expect((res.body as { error: { message: string } }).error.message).toBe(M.storeFailed);
    const after = await t.services.db.select().from(cardKr).where(eq(cardKr.cardId, 'sv3pt5-6'));
    expect(after[0]!.image).toBe(before[0]!.image);
    const rows = await t.call(calls.batch, { batch_id: batch.batch_id }, as['매니저']);
    expect(rows.rows.every((r) => r.status === '대기')).toBe(true);
  });

  it('§6: 일어알바 may not upload English (or Korean) images, but may upload Japanese ones', async () => {
    const en = await upload('en', '일어알바', [{ name: 'sv3pt5-6.png', bytes: png }]);
    expect(en.statusCode).toBe(403);
    expect(JSON.parse(en.body).error.code).toBe('JP_ONLY');
    expect((await upload('kr', '일어알바', [{ name: 'sv3pt5-6.png', bytes: png }])).statusCode).toBe(403);
    const jp = batchOf(await upload('jp', '일어알바', [{ name: 'sv3pt5-6.png', bytes: png }]));
    // The card has no Japanese record: the row says so instead of creating one.
    expect(jp.rows[0]).toMatchObject({ card_id: 'sv3pt5-6', error: M.noEdition('일본어') });
  });

  it('refuses a batch with more than 200 files or no file at all', async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ name: `f${i}.png`, bytes: png }));
    const res = await upload('kr', '관리자', many);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.message).toBe(M.tooManyFiles);
    const none = await upload('kr', '관리자', []);
    expect(none.statusCode).toBe(400);
  });
});
