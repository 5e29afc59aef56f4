import { LRUCache } from 'lru-cache';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import * as cards from '../repositories/cards';
import { presentCardEdition, presentCardEn } from '../presenters/card';

/**
 * §2.3 default language (decision 007): en, switched to kr when the Korean record has both a name and a
 * rarity, and to jp when neither the English nor the Korean edition is there to show.
 */
export function defaultNation(page: Pick<CardPage, 'en' | 'kr' | 'jp'>): Nation {
  const kr = page.kr;
  if (kr && kr.isAvailable === 1 && kr.name && kr.rarity) return 'kr';
  const enMissing = page.en.isAvailable === 0;
  const krMissing = !kr || kr.isAvailable === 0 || !kr.name;
  if (enMissing && krMissing && page.jp) return 'jp';
  return 'en';
}

export async function loadCardPage(db: DbOrTx, id: string): Promise<CardPage | null> {
  const en = await cards.findCardEn(db, id);
  if (!en) return null;
  const [kr, jp, suggestion, weaknesses, resistances, ...parts] = await Promise.all([
    cards.findCardEdition(db, 'kr', id),
    cards.findCardEdition(db, 'jp', id),
    cards.findNameSuggestion(db, id),
    cards.listWeaknesses(db, id),
    cards.listResistances(db, id),
    cards.listAbilities(db, id, 'en'),
    cards.listAttacks(db, id, 'en'),
    cards.listAbilities(db, id, 'kr'),
    cards.listAttacks(db, id, 'kr'),
    cards.listAbilities(db, id, 'jp'),
    cards.listAttacks(db, id, 'jp'),
  ]);
  const [enAbilities, enAttacks, krAbilities, krAttacks, jpAbilities, jpAttacks] = parts;
  const page = {
    id,
    en: presentCardEn(en),
    kr: kr ? presentCardEdition(kr) : null,
    jp: jp ? presentCardEdition(jp) : null,
    name_kr_suggestion: kr?.name ? null : (suggestion ?? null),
    parts: {
      en: { abilities: enAbilities!, attacks: enAttacks! },
      kr: { abilities: krAbilities!, attacks: krAttacks! },
      jp: { abilities: jpAbilities!, attacks: jpAttacks! },
    },
    weaknesses: weaknesses as CardPage['weaknesses'],
    resistances: resistances as CardPage['resistances'],
    ...(en.deletedAt ? { deleted: true } : {}),
  } as Omit<CardPage, 'default_nation'> & { default_nation?: Nation };
  return { ...page, default_nation: defaultNation(page) } as CardPage;
}

/**
 * The card page is read far more than it is written, so its JSON is kept per card, ready to send.
 * Anything that changes a card calls invalidate(id); entries also expire, so a catalogue import run from
 * another process shows within minutes.
 */
export class CardPageCache {
  private readonly cache = new LRUCache<string, string>({ max: 5000, ttl: 10 * 60 * 1000 });
  /** Ids of deleted cards whose page was read, so the route can refuse them to members without parsing. */
  private readonly deleted = new Set<string>();
  /** Writes announced so far: a page read before a write is not kept after it (as in AnswerCache). */
  private writes = 0;

  constructor(private readonly load: typeof loadCardPage = loadCardPage) {}

  async get(db: DbOrTx, id: string): Promise<string> {
    const hit = this.cache.get(id);
    if (hit !== undefined) return hit;
    const writesBefore = this.writes;
    const page = await this.load(db, id);
    // A missing card is not cached: it may be created at any moment.
    const json = JSON.stringify(page ? [page] : []);
    if (page && this.writes === writesBefore) this.cache.set(id, json);
    if (page?.deleted) this.deleted.add(id);
    else this.deleted.delete(id);
    return json;
  }

  /** Whether the card was deleted, as of the page get() answered last. */
  isDeleted(id: string): boolean {
    return this.deleted.has(id);
  }

  invalidate(id: string): void {
    this.writes++;
    this.cache.delete(id);
    this.deleted.delete(id);
  }

  clear(): void {
    this.writes++;
    this.cache.clear();
    this.deleted.clear();
  }
}
