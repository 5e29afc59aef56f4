import { WATCHLIST_MSG as M } from '@carddogam/contract/calls/watchlist';
import type { Tx } from '../db/client';
import { fireWatches } from '../repositories/price-alerts';
import type { WriteContext } from './changes';
import type { Mail, Mailer } from './mailer';

/**
 * Watchlist price alerts (decision 039). Every writer of price records calls firePriceAlerts in its own
 * transaction, right after the records are inserted or their price or condition changes: alerts are
 * evaluated for those records only (no scan of the watchlist), fire once per crossing, and their alarms
 * commit or roll back with the records. Mails go out only after the commit (mailPriceAlerts), so a
 * rolled-back or retried write never mails anyone.
 */

/** A fired alert whose member agreed to alarm mails: what the mail after the commit needs. */
export interface AlertMail {
  email: string;
  content: string;
  link: string;
}

/** The mailer and the site's address the alert mails link to. */
export interface AlertMailer {
  mailer: Mailer;
  env: { SITE_URL: string };
}

/** What a writer of price records needs: the database and change events, and the alert mailer. */
export interface PriceWriteContext extends WriteContext, AlertMailer {}

/**
 * Fires the alerts the records `priceIds` meet and writes their alarms, inside the writer's transaction.
 * Answers the mails to send once that transaction has committed.
 */
export async function firePriceAlerts(tx: Tx, priceIds: readonly number[]): Promise<AlertMail[]> {
  if (priceIds.length === 0) return [];
  const fired = await fireWatches(tx, priceIds, { kind: M.alarmKind, title: M.alarmTitle });
  return fired.flatMap((f) => (f.email_alarm_agree ? [{ email: f.email, content: f.content, link: f.link }] : []));
}

/**
 * Of a post's lines after an edit, the records that are new or whose card, price or condition changed:
 * only those can cross an alert. A line edited without such a change (its title, its state) alerts no one.
 */
export function changedPriceIds<
  Row extends {
    id: number;
    cardId: string;
    cardNation: string;
    cardPrice: number;
    cardState: string;
    gradeCompany: string | null;
    grade: number | null;
  },
>(before: ReadonlyMap<number, Row>, after: readonly Row[]): number[] {
  return after
    .filter((row) => {
      const old = before.get(row.id);
      return (
        !old ||
        old.cardId !== row.cardId ||
        old.cardNation !== row.cardNation ||
        old.cardPrice !== row.cardPrice ||
        old.cardState !== row.cardState ||
        old.gradeCompany !== row.gradeCompany ||
        old.grade !== row.grade
      );
    })
    .map((row) => row.id);
}

function alertMail(siteUrl: string, mail: AlertMail): Mail {
  return {
    to: mail.email,
    subject: `[카드도감] ${M.alarmTitle}`,
    text: `관심 카드에 조건에 맞는 거래가 등록되었습니다.\n\n${mail.content}\n\n${siteUrl}${mail.link}\n\n알림 메일은 마이페이지의 회원정보 수정에서 끌 수 있습니다.\n`,
  };
}

/**
 * Sends the mails of a committed write. A mail is a courtesy beside the alarm: one that fails is logged
 * and must not fail the write, which has already committed.
 */
export async function mailPriceAlerts(ctx: AlertMailer, mails: readonly AlertMail[]): Promise<void> {
  await Promise.all(
    mails.map((mail) =>
      ctx.mailer
        .send(alertMail(ctx.env.SITE_URL, mail))
        .catch((err: unknown) => console.error('price alert mail failed', err)),
    ),
  );
}
