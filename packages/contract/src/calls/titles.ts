import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';

/** §7.11 Title calls and view-count increases, and the trade-group card lookup they share with §7.4. */

const titled = z.array(z.object({ id: z.number(), title: z.string() }).passthrough());
const viewCountResult = z.object({ view_count: z.number() });

const groupCard = (n: z.infer<typeof nation>) =>
  defineCall(
    `/api/card/detail/trade/group/import/card/${n}`,
    z.object({ card_id: cardId }),
    z.array(
      z.object({ series: z.string().nullable(), name: z.string().nullable(), rarity: z.string().nullable() }),
    ),
  );

export const titleCalls = {
  groupCardKr: groupCard('kr'),
  groupCardEn: groupCard('en'),
  groupCardJp: groupCard('jp'),
  tradePost: defineCall('/api/trade/post/select', z.object({ id }), titled),
  deck: defineCall('/api/new/deck/select/specific', z.object({ id }), titled),
  pointmall: defineCall('/api/pointmall/select/read', z.object({ id }), titled),
  board: defineCall('/api/board/read', z.object({ id }), titled),
  tradePostView: defineCall('/api/trade/post/update/view_count/increase', z.object({ id }), viewCountResult),
  pointmallView: defineCall('/api/pointmall/update/view_count/increase', z.object({ id }), viewCountResult),
  boardView: defineCall('/api/board/read/view_count/increase', z.object({ id }), viewCountResult),
};
