import type { BadgeKind } from '@carddogam/contract/users';
import { cardImageHeight } from '@carddogam/contract/cards/card-image';
import { box, text, type CaptureNode } from './node';
import { cardPicture, COLORS, recordLine, sheet } from './layout';

/** The 명함 picture (/businesscard): who the member is, their favourite card, deck and league life. */

export interface BusinessCardPicture {
  nickname: string;
  /** The contract's badge (users.ts badgeOf). */
  badge: { kind: string; level: number | null };
  intro: string;
  favorite: { name: string; image: string | null } | null;
  mainDeck: string | null;
  ptcglName: string | null;
  league: { wins: number; losses: number; ties: number; tournaments: number; best_placement: number | null };
  collectionCount: number;
}

const BADGE_LABEL: Record<BadgeKind, string> = {
  new: 'NEW',
  level: 'Lv',
  banned: '밴',
  admin: '관리자',
  manager: '매니저',
  board_manager: '운영진',
  tester: '테스터',
};

const badgeLabel = (b: BusinessCardPicture['badge']) =>
  b.kind === 'level' ? `Lv.${b.level ?? 1}` : (BADGE_LABEL[b.kind as BadgeKind] ?? '');

const FAVORITE_WIDTH = 300;

function fact(label: string, value: CaptureNode | string): CaptureNode {
  return box(
    { alignItems: 'center', padding: '10px 0', borderBottom: `1px solid ${COLORS.line}`, fontSize: 26 },
    text(label, { width: 170, flexShrink: 0, color: COLORS.muted }),
    typeof value === 'string' ? text(value, { fontWeight: 700, flexShrink: 1 }) : value,
  );
}

export function businessCardPicture(p: BusinessCardPicture): CaptureNode {
  const league = box(
    { alignItems: 'baseline' },
    recordLine(p.league, 26),
    text(
      `대회 ${p.league.tournaments}회${p.league.best_placement === null ? '' : ` · 최고 ${p.league.best_placement}위`}`,
      { fontSize: 22, color: COLORS.muted },
    ),
  );
  return sheet(
    box(
      { flexGrow: 1 },
      box(
        { flexDirection: 'column', alignItems: 'center', width: FAVORITE_WIDTH, marginRight: 40 },
        cardPicture(p.favorite?.image ?? null, FAVORITE_WIDTH, cardImageHeight(FAVORITE_WIDTH)),
        text(p.favorite ? `최애 카드 · ${p.favorite.name}` : '최애 카드 없음', {
          fontSize: 20,
          color: COLORS.muted,
          marginTop: 8,
          maxWidth: FAVORITE_WIDTH,
        }),
      ),
      box(
        { flexDirection: 'column', flexGrow: 1, minWidth: 0 },
        box(
          { alignItems: 'center' },
          text(p.nickname, { fontSize: 56, fontWeight: 700, flexShrink: 1 }),
          text(badgeLabel(p.badge), {
            marginLeft: 16,
            padding: '4px 14px',
            borderRadius: 16,
            backgroundColor: COLORS.accent,
            color: '#ffffff',
            fontSize: 22,
            fontWeight: 700,
            flexShrink: 0,
          }),
        ),
        text(p.intro || '소개가 없습니다.', {
          fontSize: 26,
          color: COLORS.muted,
          marginTop: 8,
          marginBottom: 18,
        }),
        fact('PTCGL', p.ptcglName ?? '-'),
        fact('리그 전적', league),
        fact('대표 덱', p.mainDeck ?? '-'),
        fact('콜렉션', `${p.collectionCount.toLocaleString('ko-KR')}종`),
      ),
    ),
  );
}
