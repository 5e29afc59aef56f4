import { cardRecordCalls as calls } from '@carddogam/contract/calls/card-records';
import type { CallRouter } from '../http/call-router';
import { anyone, staff } from '../policies/roles';
import * as cards from '../repositories/cards';
import type { Services } from '../services/container';
import { findUserType } from '../repositories/users';
import { presentCardEdition, presentCardEn } from '../presenters/card';
import { notFound } from '../errors';
import { MSG } from '@carddogam/contract/messages';

/** §7.1 Card records: public reads of the three editions and their parts. */
export function registerCardRecordRoutes(r: CallRouter): void {
  const cardEn = async (db: Services['db'], id: string) => {
    const row = await cards.findCardEn(db, id);
    return row ? [presentCardEn(row)] : [];
  };
  r.handle(calls.cardEn, anyone, ({ id }, { services }) => cardEn(services.db, id));
  r.handle(calls.selectCardEn, anyone, ({ card_id }, { services }) => cardEn(services.db, card_id));
  for (const [call, nation] of [
    [calls.cardKr, 'kr'],
    [calls.cardJp, 'jp'],
  ] as const) {
    r.handle(call, anyone, async ({ id }, { services }) => {
      const row = await cards.findCardEdition(services.db, nation, id);
      return row ? [presentCardEdition(row)] : [];
    });
  }
  r.handle(calls.cardEnDump, anyone, async ({ id }, { services }) => {
    const row = await cards.findDump(services.db, id);
    if (!row) return [];
    return [
      {
        dump: row.dump === null ? null : JSON.stringify(row.dump),
        isAvailable: row.isAvailable ? (1 as const) : (0 as const),
      },
    ];
  });
  r.handle(calls.isExist, anyone, async ({ id }, { services }) => ({
    isExist: await cards.cardExists(services.db, id),
  }));

  const parts = [
    [calls.abilitiesEn, calls.attacksEn, 'en'],
    [calls.abilitiesKr, calls.attacksKr, 'kr'],
    [calls.abilitiesJp, calls.attacksJp, 'jp'],
  ] as const;
  for (const [abilities, attacks, nation] of parts) {
    r.handle(abilities, anyone, ({ card_id }, { services }) =>
      cards.listAbilities(services.db, card_id, nation),
    );
    r.handle(attacks, anyone, ({ card_id }, { services }) => cards.listAttacks(services.db, card_id, nation));
  }
  r.handle(calls.weaknesses, anyone, ({ card_id }, { services }) =>
    cards.listWeaknesses(services.db, card_id),
  );
  r.handle(calls.resistances, anyone, ({ card_id }, { services }) =>
    cards.listResistances(services.db, card_id),
  );

  r.handle(calls.viewCount, anyone, async ({ card_id }, { services }) => [
    { view_count: await cards.getViewCount(services.db, card_id) },
  ]);
  r.handle(calls.increaseViewCount, anyone, async ({ card_id }, { services }) => {
    if (!(await cards.cardExists(services.db, card_id))) throw notFound(MSG.cardMissing, 'CARD_NOT_FOUND');
    return { view_count: await cards.increaseViewCount(services.db, card_id) };
  });

  // §6's writer rule is the staff edit dialog's; open to all, these would tell the type of any user id.
  r.handle(calls.writer, staff, async ({ card_id, card_nation }, { services }) => {
    const writer = await cards.findWriter(services.db, card_id, card_nation);
    return writer === undefined ? [] : [{ writer }];
  });
  r.handle(calls.writerType, staff, async ({ user_id }, { services }) => {
    const type = await findUserType(services.db, user_id);
    return type ? [{ type }] : [];
  });
}
