import { box, text, type CaptureNode } from './node';
import { COLORS, percent, recordLine, sheet } from './layout';

/** The record picture (/record_capture): a member's W-L-T, win rate and their most played decks. */

interface Tally {
  wins: number;
  losses: number;
  ties: number;
}

export interface RecordPicture {
  nickname: string;
  overall: Tally & { win_rate: number | null };
  decks: Array<{ label: string; record: Tally; win_rate: number | null }>;
  league: { tournaments: number; best_placement: number | null; points: number };
}

/** Decks listed on the picture, the most played first. */
export const RECORD_TOP_DECKS = 5;

function deckRow(deck: RecordPicture['decks'][number]): CaptureNode {
  return box(
    {
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: '12px 0',
      borderBottom: `1px solid ${COLORS.line}`,
      fontSize: 26,
    },
    text(deck.label, { flexGrow: 1, flexShrink: 1, fontWeight: 700, marginRight: 16 }),
    box(
      { flexShrink: 0, alignItems: 'baseline' },
      recordLine(deck.record, 24),
      text(percent(deck.win_rate), {
        width: 96,
        justifyContent: 'flex-end',
        color: COLORS.accent,
        fontWeight: 700,
      }),
    ),
  );
}

export function recordPicture(p: RecordPicture): CaptureNode {
  const league = [
    `리그 대회 ${p.league.tournaments}회`,
    p.league.best_placement === null ? null : `최고 ${p.league.best_placement}위`,
    `리그 포인트 ${p.league.points}`,
  ].filter((s): s is string => s !== null);
  return sheet(
    box(
      { flexGrow: 1 },
      box(
        { flexDirection: 'column', width: 470, paddingRight: 36, borderRight: `2px solid ${COLORS.line}` },
        text('대전 전적', { fontSize: 26, color: COLORS.muted }),
        text(p.nickname, { fontSize: 56, fontWeight: 700, marginTop: 4 }),
        box({ marginTop: 36 }, recordLine(p.overall, 60)),
        box(
          { alignItems: 'baseline', marginTop: 18 },
          text('승률', { fontSize: 28, color: COLORS.muted, marginRight: 14 }),
          text(percent(p.overall.win_rate), { fontSize: 72, fontWeight: 700, color: COLORS.accent }),
        ),
        text(league.join(' · '), { fontSize: 22, color: COLORS.muted, marginTop: 'auto' }),
      ),
      box(
        { flexDirection: 'column', flexGrow: 1, paddingLeft: 36, minWidth: 0 },
        text('많이 사용한 덱', { fontSize: 26, color: COLORS.muted, marginBottom: 8 }),
        ...(p.decks.length > 0
          ? p.decks.slice(0, RECORD_TOP_DECKS).map(deckRow)
          : [text('아직 기록한 대전이 없습니다.', { fontSize: 26, color: COLORS.muted, marginTop: 24 })]),
      ),
    ),
  );
}
