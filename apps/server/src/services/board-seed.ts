import { sql } from 'drizzle-orm';
import { OPEN_BOARD_GATES, STAFF_WRITE_GATES, type BoardGates } from '@carddogam/contract/board/gates';
import {
  BOARD_GROUP,
  DB_REQUEST_BOARD,
  EVENT_BOARD,
  FREE_BOARD,
  GUIDE_BOARD,
  NOTICE_BOARD,
  OVERSEAS_PRICE_GUIDE_POST_ID,
  SYSTEM_WRITER_ID,
} from '@carddogam/contract/board/seeded-boards';
import type { Db } from '../db/client';
import { boardGroup } from '../db/schema/index';
import { runInTransaction } from '../db/transactions';
import { insertPost } from '../repositories/board-posts';
import { boardValues, insertBoard, insertGroup } from '../repositories/board-settings';
import { adjustTally, tallyChanges } from '../repositories/board-tally';
import { htmlToText } from './board-html';

/**
 * The boards a fresh installation starts with (decision 026): the ones other screens link to by name, and
 * the usual boards of a Korean card community. They are written once, when no board group exists yet;
 * after that the boards are 관리자's to change, so a restart never brings back what staff removed.
 */

interface SeedBoard {
  group: string;
  name: string;
  kind?: '일반' | 'DB요청';
  categories?: string[];
  gates: BoardGates;
  /** Boards staff write in earn no points: notices and guides are work, not contributions. */
  postPoints?: number | null;
  bestVotes?: number;
}

const SEED_GROUPS = [
  { name: BOARD_GROUP.community, sort: 1 },
  { name: BOARD_GROUP.support, sort: 2 },
];

const SEED_BOARDS: SeedBoard[] = [
  { ...FREE_BOARD, categories: ['잡담', '질문', '정보', '자랑'], gates: OPEN_BOARD_GATES },
  {
    group: BOARD_GROUP.community,
    name: '카드 질문',
    categories: ['룰 질문', '카드 효과', '시세'],
    gates: OPEN_BOARD_GATES,
  },
  {
    group: BOARD_GROUP.community,
    name: '덱 토론',
    categories: ['스탠다드', '익스팬디드', '덱 고민'],
    gates: OPEN_BOARD_GATES,
  },
  {
    group: BOARD_GROUP.community,
    name: '거래 후기',
    categories: ['구매 후기', '판매 후기'],
    gates: OPEN_BOARD_GATES,
  },
  { ...EVENT_BOARD, gates: STAFF_WRITE_GATES, postPoints: 0, bestVotes: 0 },
  { ...NOTICE_BOARD, gates: STAFF_WRITE_GATES, postPoints: 0, bestVotes: 0 },
  { ...GUIDE_BOARD, gates: STAFF_WRITE_GATES, postPoints: 0, bestVotes: 0 },
  {
    ...DB_REQUEST_BOARD,
    kind: 'DB요청',
    categories: ['카드 추가', '정보 수정', '기능 요청'],
    gates: OPEN_BOARD_GATES,
    bestVotes: 0,
  },
];

/** §2.13's overseas-price note links here (board 이용가이드, id 401). */
const OVERSEAS_PRICE_GUIDE = {
  title: '해외 거래 시세 안내',
  content: [
    '<h2>해외 거래 시세란?</h2>',
    '<p>국내에서 아직 거래된 적이 없는 카드는 운영진이 해외 거래 시세를 원화로 환산하여 등록합니다. ',
    '카드 상세 페이지의 시세 영역에 <strong>"해외 거래 시세로 적용되었습니다"</strong>라는 안내가 보이면 이 경우입니다.</p>',
    '<h3>참고해 주세요</h3>',
    '<ul><li>해외 시세는 환율, 배송비, 관세에 따라 실제 국내 거래가와 차이가 있을 수 있습니다.</li>',
    '<li>회원님이 카드거래에 판매글을 올리면 그 거래가가 국내 시세로 집계되고, 해외 시세 안내는 사라집니다.</li>',
    '<li>시세가 이상하다면 카드 상세 페이지의 정보오류 제보(시세/가격)로 알려주세요.</li></ul>',
  ].join(''),
};

/** The first-start seed lock ('BSED'): two processes starting at once seed once. */
const SEED_LOCK_SPACE = 0x42534544;

/** Seeds the boards when none exist. Answers whether it did. */
export async function ensureBoards(db: Db): Promise<boolean> {
  return runInTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_SPACE}::int, 0)`);
    const [existing] = await tx.select({ id: boardGroup.id }).from(boardGroup).limit(1);
    if (existing) return false;
    const groupIds = new Map<string, number>();
    for (const group of SEED_GROUPS) groupIds.set(group.name, await insertGroup(tx, group));
    const boardIds = new Map<string, number>();
    for (const [sort, seed] of SEED_BOARDS.entries()) {
      const id = await insertBoard(
        tx,
        boardValues({
          groupId: groupIds.get(seed.group)!,
          name: seed.name,
          sort,
          kind: seed.kind ?? '일반',
          categories: seed.categories ?? [],
          gates: seed.gates,
          postPoints: seed.postPoints ?? null,
          bestVotes: seed.bestVotes ?? 10,
        }),
      );
      boardIds.set(seed.name, id);
    }
    const guideBoard = boardIds.get(GUIDE_BOARD.name)!;
    await insertPost(tx, {
      id: OVERSEAS_PRICE_GUIDE_POST_ID,
      boardId: guideBoard,
      title: OVERSEAS_PRICE_GUIDE.title,
      content: OVERSEAS_PRICE_GUIDE.content,
      contentText: htmlToText(OVERSEAS_PRICE_GUIDE.content),
      userId: SYSTEM_WRITER_ID,
    });
    await adjustTally(tx, tallyChanges(guideBoard, { category: null, isBest: false }, 1));
    // The guide took its id by hand: new posts continue above it.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('board_post', 'id'),
        greatest((select max(id) from board_post), ${OVERSEAS_PRICE_GUIDE_POST_ID}))`,
    );
    return true;
  });
}
