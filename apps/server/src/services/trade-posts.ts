import type { z } from 'zod';
import { TRADE_MSG, tradeCalls, type TradePost } from '@carddogam/contract/calls/trade';
import { TRADE_SETTINGS_MSG } from '@carddogam/contract/calls/trade-settings';
import type { Nation, PriceState } from '@carddogam/contract/constants';
import { MSG, notReleasedForTrade } from '@carddogam/contract/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { datedLine, keptGrade } from '@carddogam/contract/trade/price-line';
import type { Db, DbOrTx, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { canDeleteTradePost, canEditTradePost, enforce, type Verdict } from '../policies/permissions';
import { refreshRankStats, type CardEdition } from '../repositories/rank-stats';
import * as posts from '../repositories/trade-posts';
import type { WriteContext } from './changes';
import { loadTradeSettings } from './trade-settings';
import { matchWantedPosts } from './want-matches';
import { changedPriceIds, firePriceAlerts, mailPriceAlerts, type PriceWriteContext } from './price-alerts';

/**
 * Trade post writes (decision 014). A post's card lines are its trade_price rows, so every write changes
 * the post, its price records and the ranking figures of the cards involved in one transaction (retried
 * once on a deadlock), and then announces the prices of those card editions as changed.
 */

type PostInput = z.output<(typeof tradeCalls.insert)['params']>;
type PostUpdate = z.output<(typeof tradeCalls.update)['params']>;
type LineInput = PostInput['lines'][number];

/** The date columns of a line that enters `state` today, by the §4 price line rule. */
function datesFor(state: PriceState, today: string): { cardCreated: string | null; cardSold: string | null } {
  const { card_created, card_sold } = datedLine(state, today);
  return { cardCreated: card_created, cardSold: card_sold };
}

/** The fields of a line that come from the input, with the card's name in the chosen edition. */
function lineFields(line: LineInput, cardName: string) {
  const { grade_company, grade } = keptGrade(line.card_state, line);
  return {
    cardId: line.card_id,
    cardNation: line.card_nation,
    cardName,
    cardState: line.card_state,
    gradeCompany: grade_company,
    grade,
    cardPrice: line.card_price,
    state: line.state,
  };
}

/** Refuses unknown cards and editions the card is not released in (§2.17); answers each line's card name. */
async function cardNames(db: DbOrTx, lines: LineInput[]): Promise<string[]> {
  const editions = await posts.releasedEditions(db, [...new Set(lines.map((l) => l.card_id))]);
  return lines.map((line) => {
    const card = editions.get(line.card_id);
    if (!card) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
    const name = card.released[line.card_nation];
    if (name === undefined) throw badRequest(notReleasedForTrade(line.card_nation), 'EDITION_NOT_RELEASED');
    return name;
  });
}

/**
 * The post limits 관리자 set on /admin/trade/etc (the contract caps them at its constants; these may be
 * lower). Checked before any write, like the card names.
 */
async function checkPostLimits(db: DbOrTx, input: { images: string[]; lines: unknown[] }): Promise<void> {
  const { max_images, max_lines } = await loadTradeSettings(db);
  if (input.images.length > max_images) throw badRequest(TRADE_SETTINGS_MSG.tooManyImages(max_images));
  if (input.lines.length > max_lines) throw badRequest(TRADE_SETTINGS_MSG.tooManyLines(max_lines));
}

/** A card edition as one string, so a Set holds each edition a write touches once. */
type CardKey = `${string}|${Nation}`;
const keyOf = (cardId: string, nation: string) => `${cardId}|${nation}` as CardKey;

const editionOf = (key: CardKey): CardEdition => {
  const [cardId, nation] = key.split('|') as [string, Nation];
  return { cardId, nation };
};

export async function createPost(
  { db, changes, mailer, env }: PriceWriteContext,
  user: SessionUser,
  input: PostInput,
): Promise<{ id: number }> {
  await checkPostLimits(db, input);
  const names = await cardNames(db, input.lines);
  const today = koreanToday();
  const { id, changed, mails } = await runInTransaction(db, async (tx) => {
    const id = await posts.insertPost(tx, {
      userId: user.userId,
      title: input.title,
      content: input.content,
      images: input.images,
    });
    await posts.insertLines(
      tx,
      input.lines.map((line, i) => ({
        ...lineFields(line, names[i]!),
        ...datesFor(line.state, today),
        postId: id,
        userId: user.userId,
      })),
    );
    await matchWantedPosts(tx, id);
    const changed = new Set(input.lines.map((l) => keyOf(l.card_id, l.card_nation)));
    await refreshRankStats(tx, [...changed].map(editionOf));
    const mails = await firePriceAlerts(tx, (await posts.listPostLines(tx, id)).map((line) => line.id));
    return { id, changed, mails };
  });
  changes.pricesChanged([...changed].map(editionOf));
  void mailPriceAlerts({ mailer, env }, mails);
  return { id };
}

/** The post the member may write, locked for the rest of the transaction (posts.lockPost). */
async function ownedPost(
  tx: Tx,
  user: SessionUser,
  id: number,
  may: (user: SessionUser, writer: string) => Verdict = canEditTradePost,
): Promise<posts.TradePostRow> {
  const post = await posts.lockPost(tx, id);
  if (!post) throw notFound(TRADE_MSG.notFound, 'TRADE_POST_NOT_FOUND');
  enforce(may(user, post.userId));
  return post;
}

/**
 * Maps the edited lines onto the post's price records: a line with the id of one of them updates it (a
 * state change resets the dates by §4, otherwise they stay), a line without id is inserted, and records
 * the edit no longer lists are deleted.
 */
export async function editPost(
  { db, changes, mailer, env }: PriceWriteContext,
  user: SessionUser,
  input: PostUpdate,
): Promise<{ id: number }> {
  await checkPostLimits(db, input);
  const names = await cardNames(db, input.lines);
  const today = koreanToday();
  const { affected, mails } = await runInTransaction(db, async (tx) => {
    const post = await ownedPost(tx, user, input.id);
    const existing = new Map((await posts.listPostLines(tx, post.id)).map((row) => [row.id, row]));
    const affected = new Set([...existing.values()].map((row) => keyOf(row.cardId, row.cardNation)));
    const kept = new Set<number>();
    const inserts: posts.TradePriceInsert[] = [];
    for (const [i, line] of input.lines.entries()) {
      affected.add(keyOf(line.card_id, line.card_nation));
      const fields = lineFields(line, names[i]!);
      const before = line.id === undefined ? undefined : existing.get(line.id);
      if (line.id !== undefined && (!before || kept.has(line.id)))
        throw badRequest(TRADE_MSG.lineNotFound, 'TRADE_LINE_NOT_FOUND');
      if (before) {
        kept.add(before.id);
        const dates = before.state === line.state ? {} : datesFor(line.state, today);
        await posts.updateLine(tx, before.id, { ...fields, ...dates });
      } else {
        inserts.push({ ...fields, ...datesFor(line.state, today), postId: post.id, userId: post.userId });
      }
    }
    await posts.deleteLines(
      tx,
      post.id,
      [...existing.keys()].filter((id) => !kept.has(id)),
    );
    await posts.insertLines(tx, inserts);
    await matchWantedPosts(tx, post.id);
    await posts.updatePost(tx, post.id, { title: input.title, content: input.content, images: input.images });
    // Every card edition the post had or has, in one batch (the locks are taken in one order).
    await refreshRankStats(tx, [...affected].map(editionOf));
    const mails = await firePriceAlerts(tx, changedPriceIds(existing, await posts.listPostLines(tx, post.id)));
    return { affected, mails };
  });
  changes.pricesChanged([...affected].map(editionOf));
  void mailPriceAlerts({ mailer, env }, mails);
  changes.pagesChanged('/trade/post/read', [input.id]);
  return { id: input.id };
}

/** The writer or a 관리자 deletes a post with all its price records. */
export async function removePost(
  { db, changes }: WriteContext,
  user: SessionUser,
  id: number,
): Promise<{ id: number }> {
  const changed = await runInTransaction(db, async (tx) => {
    const post = await ownedPost(tx, user, id, canDeleteTradePost);
    const lines = await posts.listPostLines(tx, post.id);
    await posts.deleteLines(tx, post.id);
    await posts.deletePost(tx, post.id);
    const changed = new Set(lines.map((row) => keyOf(row.cardId, row.cardNation)));
    await refreshRankStats(tx, [...changed].map(editionOf));
    return changed;
  });
  changes.pricesChanged([...changed].map(editionOf));
  changes.pagesChanged('/trade/post/read', [id]);
  return { id };
}

/** The writer marks one line 판매완료: sold today, the registered date cleared (§4). */
export async function markLineSold(
  { db, changes }: WriteContext,
  user: SessionUser,
  lineId: number,
): Promise<{ id: number; post_id: number }> {
  const line = await runInTransaction(db, async (tx) => {
    const line = await posts.findPostLine(tx, lineId);
    if (!line) throw notFound(TRADE_MSG.lineNotFound, 'TRADE_LINE_NOT_FOUND');
    await ownedPost(tx, user, line.postId);
    if (line.state !== '판매완료') {
      await posts.updateLine(tx, line.id, { state: '판매완료', ...datesFor('판매완료', koreanToday()) });
      await refreshRankStats(tx, [{ cardId: line.cardId, nation: line.cardNation as Nation }]);
    }
    return line;
  });
  changes.pricesChanged([{ cardId: line.cardId, nation: line.cardNation as Nation }]);
  return { id: line.id, post_id: line.postId };
}

/** A post with its lines. Reading does not count a view: the page's view call does (countPostView). */
export async function readPost(db: Db, id: number): Promise<TradePost> {
  const post = await posts.readPost(db, id);
  if (!post) throw notFound(TRADE_MSG.notFound, 'TRADE_POST_NOT_FOUND');
  const lines = await posts.listPostLines(db, id);
  return { ...post, lines: lines.map(presentLine) };
}

/**
 * The §7.11 view increase of a trade post, counted once per viewer and UTC day (the day the web app's
 * own per-browser dedup uses, §2.1), so reloads and scripted calls do not inflate it (decision 014).
 * Answers undefined for an unknown post.
 */
export async function countPostView(db: Db, id: number, viewer: string): Promise<number | undefined> {
  if (!(await posts.findPost(db, id))) return undefined;
  const day = new Date().toISOString().slice(0, 10);
  return runInTransaction(db, (tx) => posts.countView(tx, id, viewer, day));
}

function presentLine(row: posts.TradePriceRow) {
  return {
    id: row.id,
    post_id: row.postId,
    card_id: row.cardId,
    card_nation: row.cardNation as Nation,
    card_name: row.cardName,
    card_state: row.cardState,
    grade_company: row.gradeCompany,
    grade: row.grade,
    card_price: row.cardPrice,
    card_created: row.cardCreated,
    card_sold: row.cardSold,
    state: row.state,
  };
}
