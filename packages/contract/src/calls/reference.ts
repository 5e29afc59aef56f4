import { z } from 'zod';
import { defineCall, nation, noParams } from '../call';

/** §7.2 Reference lists. */

const setName = z.string().trim().min(1).max(200);
const totalNumberRows = z.array(z.object({ totalNumber: z.number().nullable() }));
const rarityRows = z.array(
  z.object({ en: z.string(), kr: z.string().nullable(), jp: z.string().nullable() }),
);

export const referenceCalls = {
  sets: defineCall('/api/card/select/sets', z.object({ nation }), z.array(z.object({ name: z.string() }))),
  setSpecific: defineCall(
    '/api/card/select/sets/specific',
    z.object({ nation, set_name: setName }),
    totalNumberRows,
  ),
  setFindKr: defineCall(
    '/api/card/select/sets/sets_kr/list/import/find',
    z.object({ set_name: setName }),
    totalNumberRows,
  ),
  setFindJp: defineCall(
    '/api/card/select/sets/sets_jp/list/import/find',
    z.object({ set_name: setName }),
    totalNumberRows,
  ),
  setFindEn: defineCall(
    '/api/card/select/sets/sets_en/list/import/find',
    z.object({ set_name: setName }),
    totalNumberRows,
  ),
  seriesKr: defineCall('/api/card/select/series/kr', noParams, z.array(z.object({ series: z.string() }))),
  seriesEn: defineCall('/api/card/select/series/en', noParams, z.array(z.object({ series: z.string() }))),
  seriesJp: defineCall('/api/card/select/series/jp', noParams, z.array(z.object({ series: z.string() }))),
  rarity: defineCall('/api/card/select/rarity', noParams, rarityRows),
  names: defineCall('/api/card/select/name', noParams, z.array(z.object({ name: z.string() }))),
  supertypeList: defineCall(
    '/api/admin/card/supertype/list/show',
    noParams,
    z.array(z.object({ category: z.string(), en: z.string(), kr: z.string() })),
  ),
  regulationMarks: defineCall(
    '/api/admin/card/regulation_mark/list',
    noParams,
    z.array(z.object({ regulation_mark: z.string() })),
  ),
  preCardRarityList: defineCall('/api/admin/card/pre_card/rarity/list', noParams, rarityRows),
  rarityMatch: defineCall(
    '/api/admin/card/pre_card/rarity_match',
    z.object({ rarity_en: z.string().max(100) }),
    z.array(z.object({ kr: z.string().nullable(), jp: z.string().nullable() })),
  ),
  firstSet: defineCall(
    '/api/admin/card/search/first/set/import',
    noParams,
    z.array(z.object({ set_name: z.string() })),
  ),
};
